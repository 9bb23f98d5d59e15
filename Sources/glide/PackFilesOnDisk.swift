import FoundationEssentials
import GlidePlay
import GlideRules
import GlideTerminal

extension PackFiles {
    /// Pack files on disk: writes are atomic (temporary file, then rename; permissions kept),
    /// and made only when the file still holds what the editor read or last saved.
    static func editing(
        open: @escaping @Sendable (Int) -> Result<EditableDocument, EditingUnavailable> = { _ in
            .failure(.notEditable)
        },
        export: @escaping @Sendable (Int, String) -> Result<EditableDocument, EditingUnavailable> = { _, _ in
            .failure(.notEditable)
        },
        reload: @escaping @Sendable (Int) -> PlayPack? = { _ in nil }
    ) -> PackFiles {
        PackFiles(write: writeOnDisk, open: open, export: export, reload: reload)
    }
}

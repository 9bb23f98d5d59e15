import Foundation
import GlidePlay
import GlideRules
import GlideWording
import Testing

@Suite("Saving and loading in words")
struct ProgressWordingTests {
    @Test func whyProgressStartsAfresh() {
        #expect(
            ProgressStore.LoadWarning.setAside(to: "/p/progress.json.bad-1").description
                == "Progress file was unreadable; moved aside to /p/progress.json.bad-1.")
        #expect(
            ProgressStore.LoadWarning.inTheWay(path: "/p/progress.json").description
                == "Progress file /p/progress.json is unreadable and could not be moved aside; "
                + "progress will not be saved.")
    }

    @Test func whyProgressWasNotSaved() {
        let failures: [(ProgressStore.SaveFailure, String)] = [
            (.cannotCreateFolder("/x"), "cannot create folder /x"),
            (.notAFolder("/x"), "/x is not a folder"),
            (.cannotEncode, "cannot encode progress"),
            (
                .cannotWrite(.cannotReplace(path: "/x/p.json", SystemError(code: EACCES))),
                "cannot replace /x/p.json: Permission denied"
            ),
        ]
        for (failure, words) in failures { #expect(failure.description == words) }
    }

    @Test func whyAFileWasNotWritten() throws {
        #expect(
            AtomicFile.Failure.cannotCreateTemporaryFile(folder: "/x", SystemError(code: ENOENT)).description
                == "cannot write in /x: No such file or directory")
        #expect(
            AtomicFile.Failure.cannotWrite(path: "/x/p.txt", SystemError(code: ENOSPC)).description
                == "cannot write /x/p.txt: No space left on device")
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("glide-\(UUID())").path
        #expect(
            throws: AtomicFile.Failure.cannotCreateTemporaryFile(folder: missing, SystemError(code: ENOENT))
        ) {
            try AtomicFile.write(Data("x".utf8), to: missing + "/p.txt")
        }
    }
}

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
            // The reason first: the notice is cut at the end on a narrow screen.
            (
                .cannotWrite(.cannotReplace(path: "/x/p.json", SystemError(code: EACCES))),
                "Permission denied; cannot replace /x/p.json"
            ),
            (
                .cannotWrite(.cannotWrite(path: "/x/p.json", SystemError(code: ENOSPC))),
                "No space left on device; cannot write /x/p.json"
            ),
        ]
        for (failure, words) in failures { #expect(failure.description == words) }
    }

    @Test func whyAFileWasNotWritten() throws {
        // The file is named, not only its folder: the file itself may be writable.
        #expect(
            AtomicFile.Failure.cannotCreateTemporaryFile(
                path: "/x/p.txt", folder: "/x", SystemError(code: EACCES)
            )
            .description
                == "cannot save /x/p.txt: no new file can be made in its folder /x (Permission denied); a save "
                + "writes the file anew beside it, so the folder must allow that even when the file itself "
                + "is writable")
        #expect(
            ProgressStore.SaveFailure.cannotWrite(
                .cannotCreateTemporaryFile(path: "/x/p.json", folder: "/x", SystemError(code: EROFS))
            ).description
                == "Read-only file system; cannot make a new file in /x to save /x/p.json "
                + "(a save writes the file anew beside it)")
        #expect(
            AtomicFile.Failure.cannotWrite(path: "/x/p.txt", SystemError(code: ENOSPC)).description
                == "cannot write /x/p.txt: No space left on device")
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("glide-\(UUID())").path
        #expect(
            throws: AtomicFile.Failure.cannotCreateTemporaryFile(
                path: missing + "/p.txt", folder: missing, SystemError(code: ENOENT))
        ) {
            try AtomicFile.write(Data("x".utf8), to: missing + "/p.txt")
        }
    }
}

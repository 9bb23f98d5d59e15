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

@Suite("Progress parts dropped, in words")
struct ProgressProblemWordingTests {
    @Test func oneLineSaysWhatWasDroppedAndWhereTheOldFileIs() {
        let stars = ProgressProblem(.level("6923ebdcaad3556f"), .outOfRange(.stars, -1))
        #expect(
            ProgressStore.LoadWarning.partsDropped(count: 1, first: stars, keptAt: "/p/progress.json.bad-1")
                .description
                == "Progress: dropped level 6923ebdcaad3556f (stars -1 out of range); "
                + "old file kept at /p/progress.json.bad-1.")
        let par = ProgressProblem(.daily("2026-11-24"), .outOfRange(.par, Int.min))
        #expect(
            ProgressStore.LoadWarning.partsDropped(count: 3, first: par, keptAt: nil).description
                == "Progress: dropped 3 bad records (first: daily result of 2026-11-24: "
                + "par -9223372036854775808 out of range); could not set the file aside, so progress "
                + "will not be saved.")
        #expect(
            ProgressProblem(.attempt(nil), .badKey).description
                == "an attempt: not under a level ID (1–64 letters and digits)")
        #expect(
            ProgressProblem(.daily(nil), .badKey).description
                == "a daily result: not under a date (YYYY-MM-DD)")
        #expect(
            ProgressProblem(.part(.theme), .badText(.theme)).description == "theme: longer than 4096 bytes")
        #expect(ProgressProblem(.part(.levels), .unreadable).description == "levels: unreadable")
        #expect(
            ProgressProblem(.level("a"), .badText(.bestSolution)).description
                == "level a: bestSolution not a string of moves (U, D, L, R) or over 1000000 long")
        #expect(
            ProgressStore.SaveFailure.cannotLock(.busy(path: "/p/progress.lock")).description
                == "another glide kept /p/progress.lock locked")
        #expect(AtomicFile.Failure.readOnly(path: "/p/pack.txt").description == "/p/pack.txt is read-only")
    }

    @Test func pathsUnderHomeAreShownFromTilde() {
        #expect(
            ShownPath.of("/home/ann/.local/share/glide/p.json", home: "/home/ann")
                == "~/.local/share/glide/p.json")
        #expect(ShownPath.of("/home/ann/x", home: "/home/ann/") == "~/x")
        #expect(ShownPath.of("/home/anna/x", home: "/home/ann") == "/home/anna/x", "not a folder of it")
        #expect(ShownPath.of("/x", home: "/") == "/x")
        #expect(ShownPath.of("/x", home: nil) == "/x")
    }
}

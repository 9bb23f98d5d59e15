// The ncursesw API as Swift 6 can use it. See ../../docs/terminal.md (and the verified notes it
// cites): the wide-character API needs these two macros before <ncurses.h>; the ncurses
// globals and the macros Swift cannot import are re-exported below.
#ifndef GLIDE_NCURSES_SHIM_H
#define GLIDE_NCURSES_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <langinfo.h>
#include <string.h>
#include <wchar.h>
#include <signal.h>
#include <termios.h>
#include <unistd.h>
#include <stdio.h>
#include <ncurses.h>

// Globals as functions: Swift 6 rejects direct use of ncurses' mutable globals.
static inline WINDOW *glide_stdscr(void) { return stdscr; }
static inline int glide_lines(void) { return LINES; }
static inline int glide_cols(void) { return COLS; }
static inline FILE *glide_stdout(void) { return stdout; }
static inline FILE *glide_stdin(void) { return stdin; }

// Mouse macros Swift does not import.
static const mmask_t GLIDE_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t GLIDE_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t GLIDE_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t GLIDE_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t GLIDE_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;

// Whether the terminal can put the cursor anywhere (TERM=dumb cannot draw a screen).
static inline int glide_can_address_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

// Whether the current locale (after setlocale) encodes text as UTF-8.
static inline int glide_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

#endif

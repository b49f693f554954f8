#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

// The wide-character API (cchar_t, get_wch, setcchar) is only declared with these two set.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1

#include <locale.h>
#include <stdio.h>
#include <curses.h>

// Swift cannot import function-like macros, and Swift 6 rejects reading mutable C globals
// (stdscr, LINES, COLS, COLORS, ESCDELAY, stdin, stdout); these accessors expose them.

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline WINDOW *cn_curscr(void) { return curscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_escdelay(void) { return ESCDELAY; }
static inline FILE *cn_stdin(void) { return stdin; }
static inline FILE *cn_stdout(void) { return stdout; }

static inline void cn_getmaxyx(WINDOW *window, int *out_rows, int *out_columns) {
  getmaxyx(window, *out_rows, *out_columns);
}

static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_color_pair(short pair) { return (attr_t)COLOR_PAIR(pair); }

static inline int cn_key_f(int number) { return KEY_F(number); }

static inline void cn_getyx(WINDOW *window, int *out_row, int *out_column) {
  getyx(window, *out_row, *out_column);
}

// The terminal's sequence that moves the cursor to `row` and `column`, or NULL without one;
// tiparm is variadic, which Swift cannot call.
static inline const char *cn_cursor_address(int row, int column) {
  char *cup = tigetstr("cup");
  if (cup == NULL || cup == (char *)-1) return NULL;
  return tiparm(cup, row, column);
}

// The mouse's button masks are built by a function-like macro.
static inline mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cn_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cn_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline mmask_t cn_button2_released(void) { return BUTTON2_RELEASED; }
static inline mmask_t cn_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t cn_button3_released(void) { return BUTTON3_RELEASED; }
static inline mmask_t cn_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cn_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t cn_button_shift(void) { return BUTTON_SHIFT; }
static inline mmask_t cn_button_ctrl(void) { return BUTTON_CTRL; }
static inline mmask_t cn_button_alt(void) { return BUTTON_ALT; }

#endif

/*
 * The least a cursor move can cost in the pseudo-terminal itself: the benchmark's list drawn
 * once, then for each j or k the bytes that move the highlighted row, written with one write(2)
 * and nothing else: no curses, no terminfo, no screen kept. What is left of a move here is the
 * kernel waking the program for the key and `tui-bench` for the output. `tui-bench --floor`
 * runs it beside the app and the other floors.
 *
 *   make floor && Benchmarks/tui-bench --floor .build/floor/pty-floor
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include "grouped-count.h"

/*
 * Appends to `out` the bytes that draw item `item` at `screen_row` as the app draws a row (a
 * two-column cursor marker, `›` on the cursor's row, the checkbox in bold, the name, the cursor's
 * row reversed across the width), in the sequences ncursesw writes for them with
 * TERM=xterm-256color, and returns their length.
 */
static int draw_row(char *out, size_t size, int screen_row, int item, int highlighted, int width) {
  int length;
  if (highlighted) {
    length = snprintf(out, size,
                      "\x1b[%d;1H\x1b(B\x1b[0;7m\xe2\x80\xba "
                      "\x1b(B\x1b[0;1;7m[ ]\x1b(B\x1b[0;7m item %06d",
                      screen_row + 1, item);
    for (int used = 5 + 12; used < width && (size_t)length + 1 < size; used++) out[length++] = ' ';
    length += snprintf(out + length, size - (size_t)length, "\x1b(B\x1b[m");
  } else {
    length = snprintf(out, size,
                      "\x1b[%d;1H\x1b(B\x1b[m  \x1b(B\x1b[0;1m[ ]\x1b(B\x1b[m item %06d\x1b[K",
                      screen_row + 1, item);
  }
  return length;
}

static void write_all(const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(STDOUT_FILENO, bytes, length);
    if (written <= 0) exit(1);
    bytes += written;
    length -= (size_t)written;
  }
}

int main(int argc, char **argv) {
  long count = 1000;
  for (int i = 1; i + 1 < argc; i++) {
    if (strcmp(argv[i], "--items") == 0) count = strtol(argv[i + 1], NULL, 10);
  }
  struct termios saved, raw;
  if (tcgetattr(STDIN_FILENO, &saved) != 0) return 1;
  raw = saved;
  cfmakeraw(&raw);
  tcsetattr(STDIN_FILENO, TCSANOW, &raw);
  int width = 80, lines = 24;
  struct winsize size;
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0 && size.ws_row > 0) {
    width = size.ws_col;
    lines = size.ws_row;
  }
  int rows = lines - 2 < count ? lines - 2 : (int)count;
  int cursor = 0;
  static char frame[1 << 16];
  char number[32];
  grouped(count, number, sizeof number);
  int length = snprintf(frame, sizeof frame, "\x1b[?1049h\x1b[H\x1b[2JShopping list");
  for (int i = 0; i < rows; i++) {
    length += draw_row(frame + length, sizeof frame - (size_t)length, i + 1, i, i == cursor, width);
  }
  length += snprintf(frame + length, sizeof frame - (size_t)length,
                     "\x1b[%d;1H%s items \xc2\xb7 0 in basket", lines, number);
  write_all(frame, (size_t)length);
  for (;;) {
    char key;
    if (read(STDIN_FILENO, &key, 1) != 1 || key == 'q') break;
    int next = cursor + (key == 'j') - (key == 'k');
    if (next < 0 || next >= rows || next == cursor) continue;
    length = draw_row(frame, sizeof frame, cursor + 1, cursor, 0, width);
    length += draw_row(frame + length, sizeof frame - (size_t)length, next + 1, next, 1, width);
    write_all(frame, (size_t)length);
    cursor = next;
  }
  write_all("\x1b[?1049l", 8);
  tcsetattr(STDIN_FILENO, TCSANOW, &saved);
  return 0;
}

/*
 * The least a cursor move can cost through ncursesw: a list of `--items N` rows whose highlighted
 * row moves with j and k, redrawn a row at a time as the app draws it and refreshed, and nothing
 * else. `tui-bench --floor` runs it beside the app, in the same pseudo-terminal, so the app's
 * cursor move can be read against what drawing it through ncursesw costs on that machine at that
 * moment.
 *
 *   make floor && Benchmarks/tui-bench --floor .build/floor/cursor-floor
 */
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grouped-count.h"

/*
 * Draws item `item` at `screen_row` as the app draws a row: a two-column cursor marker (`›` on
 * the cursor's row), the checkbox in bold, the name, and on the cursor's row the whole width in
 * reverse video; so the floor writes the bytes the app writes for a move.
 */
static void draw_row(int screen_row, int item, int highlighted) {
  char name[512];
  int width = COLS < (int)sizeof name - 1 ? COLS : (int)sizeof name - 1;
  int length = snprintf(name, sizeof name, " item %06d", item);
  int rest = width - 5;
  if (rest < 0) rest = 0;
  if (highlighted && length < rest) memset(name + length, ' ', (size_t)(rest - length));
  name[highlighted ? rest : (length < rest ? length : rest)] = 0;
  attr_t base = highlighted ? A_REVERSE : A_NORMAL;
  move(screen_row, 0);
  attrset(base);
  addstr(highlighted ? "\xe2\x80\xba " : "  ");
  attrset(base | A_BOLD);
  addstr("[ ]");
  attrset(base);
  addstr(name);
  attrset(A_NORMAL);
  if (!highlighted) clrtoeol();
}

int main(int argc, char **argv) {
  long count = 1000;
  for (int i = 1; i + 1 < argc; i++) {
    if (strcmp(argv[i], "--items") == 0) count = strtol(argv[i + 1], NULL, 10);
  }
  setlocale(LC_ALL, "");
  initscr();
  raw();
  noecho();
  keypad(stdscr, TRUE);
  int rows = LINES - 2 < count ? LINES - 2 : (int)count;
  int cursor = 0;
  char status[64], number[32];
  grouped(count, number, sizeof number);
  snprintf(status, sizeof status, "%s items \xc2\xb7 0 in basket", number);
  mvaddstr(0, 0, "Shopping list");
  for (int i = 0; i < rows; i++) draw_row(i + 1, i, i == cursor);
  mvaddstr(LINES - 1, 0, status);
  refresh();
  for (;;) {
    int key = getch();
    if (key == 'q' || key == ERR) break;
    int next = cursor + (key == 'j') - (key == 'k');
    if (next < 0 || next >= rows || next == cursor) continue;
    draw_row(cursor + 1, cursor, 0);
    draw_row(next + 1, next, 1);
    cursor = next;
    refresh();
  }
  endwin();
  return 0;
}

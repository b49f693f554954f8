/* What the floors share: the status bar's count, which `tui-bench` waits for at the start. */
#ifndef FLOOR_GROUPED_COUNT_H
#define FLOOR_GROUPED_COUNT_H

#include <stdio.h>

/* `count` with thousands grouped by commas, as the app's status bar writes it. */
static void grouped(long count, char *out, size_t size) {
  char digits[32];
  int length = snprintf(digits, sizeof digits, "%ld", count);
  size_t at = 0;
  for (int i = 0; i < length && at + 2 < size; i++) {
    if (i > 0 && (length - i) % 3 == 0) out[at++] = ',';
    out[at++] = digits[i];
  }
  out[at] = 0;
}

#endif

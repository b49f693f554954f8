#include "CCurl.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

// CURL_GLOBAL_DEFAULT
#define CC_GLOBAL_DEFAULT 3

/// Looks `name` up in `handle` into `slot`; false, with why in `reason`, when it is missing.
static int cc_find(
  void *handle, const char *file, const char *name, void **slot, char *reason, size_t size
) {
  *slot = dlsym(handle, name);
  if (*slot == NULL) {
    snprintf(reason, size, "%s has no %s (libcurl 7.68 or later is needed)", file, name);
    return 0;
  }
  return 1;
}

const cc_library *cc_load(const char *file, char *reason, size_t reason_size) {
  void *handle = dlopen(file, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    const char *error = dlerror();
    snprintf(reason, reason_size, "%s", error != NULL ? error : file);
    return NULL;
  }
  cc_library *curl = calloc(1, sizeof(cc_library));
  if (curl == NULL) {
    snprintf(reason, reason_size, "out of memory");
    dlclose(handle);
    return NULL;
  }
  struct {
    const char *name;
    void **slot;
  } functions[] = {
    {"curl_global_init", (void **)&curl->global_init},
    {"curl_easy_init", (void **)&curl->easy_init},
    {"curl_easy_setopt", (void **)&curl->easy_setopt},
    {"curl_easy_getinfo", (void **)&curl->easy_getinfo},
    {"curl_easy_cleanup", (void **)&curl->easy_cleanup},
    {"curl_easy_strerror", (void **)&curl->easy_strerror},
    {"curl_slist_append", (void **)&curl->slist_append},
    {"curl_slist_free_all", (void **)&curl->slist_free_all},
    {"curl_multi_init", (void **)&curl->multi_init},
    {"curl_multi_add_handle", (void **)&curl->multi_add_handle},
    {"curl_multi_remove_handle", (void **)&curl->multi_remove_handle},
    {"curl_multi_perform", (void **)&curl->multi_perform},
    {"curl_multi_poll", (void **)&curl->multi_poll},
    {"curl_multi_wakeup", (void **)&curl->multi_wakeup},
    {"curl_multi_info_read", (void **)&curl->multi_info_read},
    {"curl_multi_cleanup", (void **)&curl->multi_cleanup},
    {"curl_multi_strerror", (void **)&curl->multi_strerror},
  };
  for (size_t i = 0; i < sizeof(functions) / sizeof(functions[0]); i++) {
    if (!cc_find(handle, file, functions[i].name, functions[i].slot, reason, reason_size)) {
      free(curl);
      dlclose(handle);
      return NULL;
    }
  }
  // NB: before any other libcurl call, and only once: curl_global_init is not thread-safe
  // before libcurl 7.84.
  cc_code code = curl->global_init(CC_GLOBAL_DEFAULT);
  if (code != CC_E_OK) {
    snprintf(reason, reason_size, "curl_global_init failed: %s", curl->easy_strerror(code));
    free(curl);
    dlclose(handle);
    return NULL;
  }
  return curl;
}

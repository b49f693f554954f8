#ifndef CCURL_H
#define CCURL_H

// The part of libcurl the live number-fact client uses, opened at run time with dlopen instead of
// linked through <curl/curl.h>: building needs no libcurl development package, and a machine
// without libcurl.so.4 still runs the app, with offline facts.
//
// NB: the names are our own (cc_, CC_) so that they never clash with a <curl/curl.h> that happens
// to be installed; the values are libcurl's ABI (curl.h, easy.h, multi.h), which has not changed
// since libcurl 7.68, the oldest version with every function below.

#include <stddef.h>

typedef struct cc_easy cc_easy;    // CURL
typedef struct cc_multi cc_multi;  // CURLM
typedef struct cc_slist cc_slist;  // struct curl_slist
typedef int cc_code;               // CURLcode
typedef int cc_mcode;              // CURLMcode

/// struct CURLMsg: what curl_multi_info_read reports about a transfer.
typedef struct {
  int msg;
  cc_easy *easy_handle;
  union {
    void *whatever;
    cc_code result;
  } data;
} cc_message;

/// CURLOPT_WRITEFUNCTION's and CURLOPT_HEADERFUNCTION's callback; returning anything but
/// `size * count` stops the transfer with CC_E_WRITE_ERROR.
typedef size_t (*cc_data_callback)(char *data, size_t size, size_t count, void *context);

// CURLcode
#define CC_E_OK 0
#define CC_E_UNSUPPORTED_PROTOCOL 1
#define CC_E_URL_MALFORMAT 3
#define CC_E_COULDNT_RESOLVE_PROXY 5
#define CC_E_COULDNT_RESOLVE_HOST 6
#define CC_E_COULDNT_CONNECT 7
#define CC_E_WEIRD_SERVER_REPLY 8
#define CC_E_PARTIAL_FILE 18
#define CC_E_WRITE_ERROR 23
#define CC_E_OPERATION_TIMEDOUT 28
#define CC_E_SSL_CONNECT_ERROR 35
#define CC_E_GOT_NOTHING 52
#define CC_E_SEND_ERROR 55
#define CC_E_RECV_ERROR 56
#define CC_E_SSL_CERTPROBLEM 58
#define CC_E_PEER_FAILED_VERIFICATION 60
#define CC_E_SSL_CACERT_BADFILE 77

// CURLMcode and CURLMSG
#define CC_M_OK 0
#define CC_MSG_DONE 1

// CURLoption: CURLOPTTYPE_LONG + n, CURLOPTTYPE_OBJECTPOINT (10000) + n,
// CURLOPTTYPE_FUNCTIONPOINT (20000) + n
#define CC_OPT_WRITEDATA 10001
#define CC_OPT_URL 10002
#define CC_OPT_WRITEFUNCTION 20011
#define CC_OPT_HTTPHEADER 10023
#define CC_OPT_HEADERDATA 10029
#define CC_OPT_HEADERFUNCTION 20079
#define CC_OPT_NOSIGNAL 99
#define CC_OPT_TIMEOUT_MS 155

// CURLINFO: CURLINFO_LONG (0x200000) + n
#define CC_INFO_RESPONSE_CODE 0x200002
#define CC_INFO_OS_ERRNO 0x200019

/// The libcurl functions the client calls, looked up with dlsym.
typedef struct {
  cc_code (*global_init)(long flags);
  cc_easy *(*easy_init)(void);
  cc_code (*easy_setopt)(cc_easy *easy, int option, ...);
  cc_code (*easy_getinfo)(cc_easy *easy, int info, ...);
  void (*easy_cleanup)(cc_easy *easy);
  const char *(*easy_strerror)(cc_code code);
  cc_slist *(*slist_append)(cc_slist *list, const char *string);
  void (*slist_free_all)(cc_slist *list);
  cc_multi *(*multi_init)(void);
  cc_mcode (*multi_add_handle)(cc_multi *multi, cc_easy *easy);
  cc_mcode (*multi_remove_handle)(cc_multi *multi, cc_easy *easy);
  cc_mcode (*multi_perform)(cc_multi *multi, int *running);
  cc_mcode (*multi_poll)(
    cc_multi *multi, void *extra_fds, unsigned int extra_count, int timeout_ms, int *ready);
  cc_mcode (*multi_wakeup)(cc_multi *multi);
  cc_message *(*multi_info_read)(cc_multi *multi, int *queued);
  cc_mcode (*multi_cleanup)(cc_multi *multi);
  const char *(*multi_strerror)(cc_mcode code);
} cc_library;

/// Opens the libcurl at `file` (dlopen's search rules), looks up every function of
/// `cc_library` and initializes libcurl. Returns NULL when any step fails, with why in `reason`.
/// Call it once: the table lives as long as the process.
const cc_library *cc_load(const char *file, char *reason, size_t reason_size);

// Swift cannot call C's variadic functions; these pass each kind of value through.

static inline cc_code cc_setopt_long(
  const cc_library *curl, cc_easy *easy, int option, long value
) {
  return curl->easy_setopt(easy, option, value);
}

static inline cc_code cc_setopt_pointer(
  const cc_library *curl, cc_easy *easy, int option, const void *value
) {
  return curl->easy_setopt(easy, option, value);
}

static inline cc_code cc_setopt_callback(
  const cc_library *curl, cc_easy *easy, int option, cc_data_callback value
) {
  return curl->easy_setopt(easy, option, value);
}

static inline cc_code cc_getinfo_long(
  const cc_library *curl, cc_easy *easy, int info, long *value
) {
  return curl->easy_getinfo(easy, info, value);
}

// The rest, so that Swift never unwraps the table's function pointers.

static inline cc_easy *cc_easy_init(const cc_library *curl) { return curl->easy_init(); }
static inline void cc_easy_cleanup(const cc_library *curl, cc_easy *easy) {
  curl->easy_cleanup(easy);
}
static inline const char *cc_easy_strerror(const cc_library *curl, cc_code code) {
  return curl->easy_strerror(code);
}
static inline cc_slist *cc_slist_append(
  const cc_library *curl, cc_slist *list, const char *string
) {
  return curl->slist_append(list, string);
}
static inline void cc_slist_free_all(const cc_library *curl, cc_slist *list) {
  curl->slist_free_all(list);
}
static inline cc_multi *cc_multi_init(const cc_library *curl) { return curl->multi_init(); }
static inline cc_mcode cc_multi_add_handle(
  const cc_library *curl, cc_multi *multi, cc_easy *easy
) {
  return curl->multi_add_handle(multi, easy);
}
static inline cc_mcode cc_multi_remove_handle(
  const cc_library *curl, cc_multi *multi, cc_easy *easy
) {
  return curl->multi_remove_handle(multi, easy);
}
static inline cc_mcode cc_multi_perform(const cc_library *curl, cc_multi *multi, int *running) {
  return curl->multi_perform(multi, running);
}
static inline cc_mcode cc_multi_poll(const cc_library *curl, cc_multi *multi, int timeout_ms) {
  return curl->multi_poll(multi, NULL, 0, timeout_ms, NULL);
}
static inline cc_mcode cc_multi_wakeup(const cc_library *curl, cc_multi *multi) {
  return curl->multi_wakeup(multi);
}
static inline cc_message *cc_multi_info_read(const cc_library *curl, cc_multi *multi) {
  int queued = 0;
  return curl->multi_info_read(multi, &queued);
}
static inline void cc_multi_cleanup(const cc_library *curl, cc_multi *multi) {
  curl->multi_cleanup(multi);
}
static inline const char *cc_multi_strerror(const cc_library *curl, cc_mcode code) {
  return curl->multi_strerror(code);
}

#endif

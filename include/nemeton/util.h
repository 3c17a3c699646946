/* util.h - small helpers shared by the engine and its front ends: hashing and files. */
#ifndef NEMETON_UTIL_H
#define NEMETON_UTIL_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* FNV-1a 64-bit hash of n bytes, continuing from h (start with NM_FNV_OFFSET). */
#define NM_FNV_OFFSET 0xcbf29ce484222325ULL
uint64_t nm_fnv1a(uint64_t h, const void *bytes, size_t n);
/* Writes a 64-bit hash as 16 lowercase hex digits plus NUL into out[17]. */
void nm_hash_hex(uint64_t h, char out[17]);

/* Reads a whole file into a NUL-terminated malloc'd buffer; NULL on failure (errno set).
 * Files over max_bytes are refused. The caller frees. */
char *nm_read_file(const char *path, size_t max_bytes, size_t *len_out);
/* Writes bytes atomically: a temporary file beside path, flushed and synced, then renamed
 * over path. On failure returns -1, removes the temporary file and leaves path untouched. */
int nm_write_file_atomic(const char *path, const void *bytes, size_t n);
/* 1 when path names an existing directory. */
int nm_is_dir(const char *path);
/* 1 when name stays inside the folder it is looked up in: plain parts joined by "/", none
 * empty, "." or "..", none holding a backslash, a colon or a control character (so no
 * absolute, drive or parent path). Art names and every path taken from data use it. */
int nm_path_name_ok(const char *name);
/* 1 when something (of any type) exists at path (never opens it). */
int nm_path_exists(const char *path);
/* 1 when path names an existing regular file (never opens it). */
int nm_is_regular_file(const char *path);
/* Opens a regular file for reading ("rb"); FIFOs, sockets, devices and folders are refused
 * before they are opened, so a FIFO never blocks (errno EISDIR or ENODEV). Every read of
 * data, mods, saves, settings and the autosave goes through it. */
FILE *nm_fopen_read(const char *path);
/* Words for an errno left by nm_fopen_read / nm_read_file ("not a regular file ..."). */
const char *nm_file_error(int err);
/* Copies src into dst (size n), always NUL-terminating. Returns strlen(src). */
size_t nm_strlcpy(char *dst, const char *src, size_t n);
/* Appends printf-formatted text to the NUL-terminated string in buf (n bytes), cut to fit. */
void nm_strappendf(char *buf, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif

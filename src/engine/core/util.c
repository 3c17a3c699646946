#include <stdarg.h>
/* util.c - hashing and file helpers (the only place that touches the file system). */
#include "nemeton/util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#ifdef _WIN32
#include <io.h>
#include <windows.h>
#else
#include <fcntl.h>
#include <unistd.h>
#endif

uint64_t nm_fnv1a(uint64_t h, const void *bytes, size_t n) {
    const unsigned char *p = bytes;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

void nm_hash_hex(uint64_t h, char out[17]) {
    static const char digits[] = "0123456789abcdef";
    for (int i = 15; i >= 0; i--) {
        out[i] = digits[h & 15u];
        h >>= 4;
    }
    out[16] = '\0';
}

size_t nm_strlcpy(char *dst, const char *src, size_t n) {
    size_t len = strlen(src);
    if (n > 0) {
        size_t k = len < n - 1 ? len : n - 1;
        memcpy(dst, src, k);
        dst[k] = '\0';
    }
    return len;
}

int nm_is_dir(const char *path) {
    struct stat st;
    return path && stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

int nm_path_name_ok(const char *name) {
    if (!name || !*name) return 0;
    for (const char *p = name;;) {
        const char *e = strchr(p, '/');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (len == 0 || (len == 1 && p[0] == '.') || (len == 2 && p[0] == '.' && p[1] == '.'))
            return 0;
        for (size_t i = 0; i < len; i++)
            if (p[i] == '\\' || p[i] == ':' || (unsigned char)p[i] < 32) return 0;
        if (!e) return 1;
        p = e + 1;
    }
}

int nm_path_exists(const char *path) {
    struct stat st;
    return path && stat(path, &st) == 0;
}

int nm_is_regular_file(const char *path) {
    struct stat st;
    return path && stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

FILE *nm_fopen_read(const char *path) {
    struct stat st;
    if (!path) {
        errno = EINVAL;
        return NULL;
    }
    /* Refuse FIFOs, devices and folders before opening: opening a FIFO for reading waits
     * for a writer, forever. */
    if (stat(path, &st) != 0) return NULL;
    if (!S_ISREG(st.st_mode)) {
        errno = S_ISDIR(st.st_mode) ? EISDIR : ENODEV;
        return NULL;
    }
#ifdef _WIN32
    return fopen(path, "rb");
#else
    /* The name may be swapped for a FIFO between stat and open: open without waiting and
     * check what was opened. */
    int fd = open(path, O_RDONLY | O_NONBLOCK);
    if (fd < 0) return NULL;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        errno = ENODEV;
        return NULL;
    }
    int fl = fcntl(fd, F_GETFL);
    if (fl >= 0) (void)fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
    FILE *f = fdopen(fd, "rb");
    if (!f) close(fd);
    return f;
#endif
}

const char *nm_file_error(int err) {
    switch (err) {
    case EISDIR: return "a folder, not a file";
    case ENODEV: return "not a regular file (a FIFO, socket or device)";
    case EFBIG: return "file too big";
    default: return strerror(err);
    }
}

char *nm_read_file(const char *path, size_t max_bytes, size_t *len_out) {
    FILE *f = nm_fopen_read(path);
    if (!f) return NULL;
    struct stat st;
    if (fstat(fileno(f), &st) != 0) {
        fclose(f);
        return NULL;
    }
    if ((uint64_t)st.st_size > (uint64_t)max_bytes) {
        fclose(f);
        errno = EFBIG;
        return NULL;
    }
    size_t cap = (size_t)st.st_size + 1;
    char *buf = malloc(cap);
    if (!buf) {
        fclose(f);
        errno = ENOMEM;
        return NULL;
    }
    size_t len = fread(buf, 1, cap - 1, f);
    int bad = ferror(f);
    fclose(f);
    if (bad) {
        free(buf);
        errno = EIO;
        return NULL;
    }
    buf[len] = '\0';
    if (len_out) *len_out = len;
    return buf;
}

int nm_write_file_atomic(const char *path, const void *bytes, size_t n) {
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 16);
    if (!tmp) return -1;
    memcpy(tmp, path, plen);
    memcpy(tmp + plen, ".tmp.XXXXXX", 12);
#ifdef _WIN32
    if (_mktemp_s(tmp, plen + 12) != 0) {
        free(tmp);
        return -1;
    }
    FILE *f = fopen(tmp, "wb");
#else
    int fd = mkstemp(tmp);
    FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;
    if (!f && fd >= 0) close(fd);
#endif
    if (!f) {
        free(tmp);
        return -1;
    }
    int ok = fwrite(bytes, 1, n, f) == n;
    ok = ok && fflush(f) == 0;
#ifdef _WIN32
    ok = ok && _commit(_fileno(f)) == 0;
#else
    ok = ok && fsync(fileno(f)) == 0;
#endif
    ok = (fclose(f) == 0) && ok;
#ifdef _WIN32
    ok = ok && MoveFileExA(tmp, path, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH);
#else
    ok = ok && rename(tmp, path) == 0;
#endif
    if (!ok) remove(tmp);
    free(tmp);
    return ok ? 0 : -1;
}

void nm_strappendf(char *buf, size_t n, const char *fmt, ...) {
    size_t len = strlen(buf);
    if (len + 1 >= n) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + len, n - len, fmt, ap);
    va_end(ap);
}

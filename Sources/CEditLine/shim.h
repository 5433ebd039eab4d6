// libedit for Swift, loaded (dlopen) when the line editor starts rather
// than linked: a script run never needs it, and loading it with the
// libraries it needs (libtinfo, libbsd, libmd) was a tenth of the time
// `tableshell -c quit` takes. Swift cannot call C variadic functions, so
// each use of el_set / history that tableshell makes has a small wrapper.
#include <stdio.h>
#include <dlfcn.h>
#include <histedit.h>

typedef char *(*tsh_prompt_fn)(EditLine *);
typedef unsigned char (*tsh_command_fn)(EditLine *, int);

// The libedit functions tableshell calls, from the loaded library.
typedef struct {
    EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
    void (*el_end)(EditLine *);
    void (*el_reset)(EditLine *);
    const char *(*el_gets)(EditLine *, int *);
    void (*el_resize)(EditLine *);
    const LineInfo *(*el_line)(EditLine *);
    int (*el_insertstr)(EditLine *, const char *);
    void (*el_deletestr)(EditLine *, int);
    int (*el_source)(EditLine *, const char *);
    int (*el_getc)(EditLine *, char *);
    int (*el_cursor)(EditLine *, int);
    void (*el_push)(EditLine *, const char *);
    History *(*history_init)(void);
    void (*history_end)(History *);
    // Variadic: called through the wrappers below.
    void *el_set;
    void *history;
} tsh_libedit;

// Loads libedit from `file` into `lib`: 0, else -1 and dlerror() says why.
static inline int tsh_libedit_load(const char *file, tsh_libedit *lib) {
    void *handle = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) return -1;
#define TSH_LOAD(name) if ((*(void **)&lib->name = dlsym(handle, #name)) == NULL) return -1;
    TSH_LOAD(el_init) TSH_LOAD(el_end) TSH_LOAD(el_reset) TSH_LOAD(el_gets) TSH_LOAD(el_resize)
    TSH_LOAD(el_line) TSH_LOAD(el_insertstr) TSH_LOAD(el_deletestr) TSH_LOAD(el_source)
    TSH_LOAD(el_getc) TSH_LOAD(el_cursor) TSH_LOAD(el_push)
    TSH_LOAD(history_init) TSH_LOAD(history_end) TSH_LOAD(el_set) TSH_LOAD(history)
#undef TSH_LOAD
    return 0;
}

typedef int (*tsh_el_set_fn)(EditLine *, int, ...);
typedef int (*tsh_history_fn)(History *, HistEvent *, int, ...);

static inline int tsh_el_set_prompt(const tsh_libedit *lib, EditLine *el, tsh_prompt_fn fn) {
    return ((tsh_el_set_fn)lib->el_set)(el, EL_PROMPT, fn);
}
static inline int tsh_el_set_editor(const tsh_libedit *lib, EditLine *el, const char *mode) {
    return ((tsh_el_set_fn)lib->el_set)(el, EL_EDITOR, mode);
}
static inline int tsh_el_set_history(const tsh_libedit *lib, EditLine *el, History *h) {
    return ((tsh_el_set_fn)lib->el_set)(el, EL_HIST, (tsh_history_fn)lib->history, h);
}
static inline int tsh_el_add_function(const tsh_libedit *lib, EditLine *el, const char *name, const char *help, tsh_command_fn fn) {
    return ((tsh_el_set_fn)lib->el_set)(el, EL_ADDFN, name, help, fn);
}
static inline int tsh_el_refresh(const tsh_libedit *lib, EditLine *el) {
    return ((tsh_el_set_fn)lib->el_set)(el, EL_REFRESH);
}
static inline int tsh_el_bind(const tsh_libedit *lib, EditLine *el, const char *key, const char *function) {
    return ((tsh_el_set_fn)lib->el_set)(el, EL_BIND, key, function, NULL);
}
static inline int tsh_history_setsize(const tsh_libedit *lib, History *h, HistEvent *ev, int size) {
    return ((tsh_history_fn)lib->history)(h, ev, H_SETSIZE, size);
}
static inline int tsh_history_setunique(const tsh_libedit *lib, History *h, HistEvent *ev, int on) {
    return ((tsh_history_fn)lib->history)(h, ev, H_SETUNIQUE, on);
}
static inline int tsh_history_enter(const tsh_libedit *lib, History *h, HistEvent *ev, const char *line) {
    return ((tsh_history_fn)lib->history)(h, ev, H_ENTER, line);
}
static inline int tsh_history_load(const tsh_libedit *lib, History *h, HistEvent *ev, const char *file) {
    return ((tsh_history_fn)lib->history)(h, ev, H_LOAD, file);
}
static inline int tsh_history_save(const tsh_libedit *lib, History *h, HistEvent *ev, const char *file) {
    return ((tsh_history_fn)lib->history)(h, ev, H_SAVE, file);
}
static inline int tsh_history_last(const tsh_libedit *lib, History *h, HistEvent *ev) {
    return ((tsh_history_fn)lib->history)(h, ev, H_LAST);
}
static inline int tsh_history_prev(const tsh_libedit *lib, History *h, HistEvent *ev) {
    return ((tsh_history_fn)lib->history)(h, ev, H_PREV);
}

// libedit for Swift. Swift cannot call C variadic functions, so each use of
// el_set / el_get / history that tableshell makes has a small wrapper here.
#include <stdio.h>
#include <histedit.h>

typedef char *(*tsh_prompt_fn)(EditLine *);
typedef unsigned char (*tsh_command_fn)(EditLine *, int);

static inline int tsh_el_set_prompt(EditLine *el, tsh_prompt_fn fn) {
    return el_set(el, EL_PROMPT, fn);
}
static inline int tsh_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}
static inline int tsh_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}
static inline int tsh_el_add_function(EditLine *el, const char *name, const char *help, tsh_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int tsh_el_bind(EditLine *el, const char *key, const char *function) {
    return el_set(el, EL_BIND, key, function, NULL);
}
static inline int tsh_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}
static inline int tsh_el_source_default(EditLine *el) {
    return el_source(el, NULL);
}
static inline int tsh_history_setsize(History *h, HistEvent *ev, int size) {
    return history(h, ev, H_SETSIZE, size);
}
static inline int tsh_history_setunique(History *h, HistEvent *ev, int on) {
    return history(h, ev, H_SETUNIQUE, on);
}
static inline int tsh_history_enter(History *h, HistEvent *ev, const char *line) {
    return history(h, ev, H_ENTER, line);
}
static inline int tsh_history_load(History *h, HistEvent *ev, const char *file) {
    return history(h, ev, H_LOAD, file);
}
static inline int tsh_history_save(History *h, HistEvent *ev, const char *file) {
    return history(h, ev, H_SAVE, file);
}
static inline int tsh_history_last(History *h, HistEvent *ev) {
    return history(h, ev, H_LAST);
}
static inline int tsh_history_prev(History *h, HistEvent *ev) {
    return history(h, ev, H_PREV);
}

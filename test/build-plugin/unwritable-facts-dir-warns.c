// A facts directory that cannot be written is one warning; the compile goes
// on, writes its object file and succeeds. With error-on-failure, as CI wants
// it, the same failure is an error and fails the compile.
//
// RUN: rm -rf %t && mkdir %t && touch %t/not-a-directory
// RUN: %clang -std=gnu11 -c %s -o %t/unit.o -fplugin=%collect_plugin \
// RUN:   -fplugin-arg-privdata-facts-dir=%t/not-a-directory 2> %t/warn.err
// RUN: FileCheck %s --check-prefix=WARN -DT=%t --input-file=%t/warn.err --implicit-check-not='{{warning|error}}:'
// WARN: warning: privdata: cannot write facts into '[[T]]/not-a-directory': {{.+}}
// RUN: test -s %t/unit.o
//
// RUN: not %clang -std=gnu11 -c %s -o %t/unit.o -fplugin=%collect_plugin \
// RUN:   -fplugin-arg-privdata-facts-dir=%t/not-a-directory \
// RUN:   -fplugin-arg-privdata-error-on-failure 2> %t/error.err
// RUN: FileCheck %s --check-prefix=ERROR -DT=%t --input-file=%t/error.err --implicit-check-not='{{warning|error}}:'
// ERROR: error: privdata: cannot write facts into '[[T]]/not-a-directory': {{.+}}

struct snd_pcm { long device; void *private_data; };
void foo_attach(struct snd_pcm *pcm, void *chip) { pcm->private_data = chip; }

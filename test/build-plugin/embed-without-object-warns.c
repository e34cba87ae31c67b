// A compile that writes no object file has nowhere to embed the facts: embed
// is then a warning, and the compile succeeds; with error-on-failure it is
// an error. The facts directory, given too, still gets the facts.
//
// RUN: rm -rf %t && mkdir %t
// RUN: %clang -std=gnu11 -fsyntax-only %s -fplugin=%collect_plugin -fplugin-arg-privdata-embed \
// RUN:   -fplugin-arg-privdata-facts-dir=%t/facts 2> %t/warn.err
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/warn.err --implicit-check-not='{{warning|error}}:'
// WARN: warning: privdata: the facts are not embedded: this compile writes no object file
// RUN: ls %t/facts | count 1
//
// RUN: not %clang -std=gnu11 -fsyntax-only %s -fplugin=%collect_plugin -fplugin-arg-privdata-embed \
// RUN:   -fplugin-arg-privdata-error-on-failure 2> %t/error.err
// RUN: FileCheck %s --check-prefix=ERROR --input-file=%t/error.err --implicit-check-not='{{warning|error}}:'
// ERROR: error: privdata: the facts are not embedded: this compile writes no object file

struct snd_pcm { long device; void *private_data; };
void foo_attach(struct snd_pcm *pcm, void *chip) { pcm->private_data = chip; }

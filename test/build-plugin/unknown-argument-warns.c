// A plugin argument the plugin does not know is a warning that names the ones
// it knows; the compile goes on and the facts are still written. Without a
// facts directory and without embed the plugin writes nothing, and says so.
//
// RUN: rm -rf %t && mkdir %t
// RUN: %clang -std=gnu11 -c %s -o %t/unit.o -fplugin=%collect_plugin \
// RUN:   -fplugin-arg-privdata-facts-dir=%t/facts -fplugin-arg-privdata-factsdir=%t/other 2> %t/unknown.err
// RUN: FileCheck %s --check-prefix=UNKNOWN --input-file=%t/unknown.err --implicit-check-not='{{warning|error}}:'
// UNKNOWN: warning: privdata: unknown plugin argument 'factsdir={{.+}}'; the arguments are facts-dir=DIR, embed, models=FILE, no-default-models and error-on-failure
// RUN: ls %t/facts | count 1
// RUN: not ls %t/other
//
// RUN: %clang -std=gnu11 -c %s -o %t/unit.o -fplugin=%collect_plugin 2> %t/no-dir.err
// RUN: FileCheck %s --check-prefix=NO-DIR --input-file=%t/no-dir.err --implicit-check-not='{{warning|error}}:'
// NO-DIR: warning: privdata: no facts are written without -fplugin-arg-privdata-facts-dir=DIR or -fplugin-arg-privdata-embed

struct snd_pcm { long device; void *private_data; };
void foo_attach(struct snd_pcm *pcm, void *chip) { pcm->private_data = chip; }

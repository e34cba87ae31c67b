// embed alone, without a facts directory, is all a compile needs: at -O0 and
// -O2, into an object or its assembly, the facts are embedded without a
// diagnostic of the plugin's.
//
// RUN: rm -rf %t && mkdir %t && cd %t
// RUN: %clang -std=gnu11 -O0 -c %s -o %t/o0.o -fplugin=%collect_plugin -fplugin-arg-privdata-embed 2> %t/o0.err
// RUN: count 0 < %t/o0.err
// RUN: llvm-readelf -S %t/o0.o | FileCheck %s --check-prefix=OBJECT
// RUN: %clang -std=gnu11 -O2 -c %s -o %t/o2.o -fplugin=%collect_plugin -fplugin-arg-privdata-embed 2> %t/o2.err
// RUN: count 0 < %t/o2.err
// RUN: llvm-readelf -S %t/o2.o | FileCheck %s --check-prefix=OBJECT
// OBJECT: .privdata.facts
// RUN: %clang -std=gnu11 -O2 -S %s -o %t/o2.s -fplugin=%collect_plugin -fplugin-arg-privdata-embed 2> %t/s.err
// RUN: count 0 < %t/s.err
// RUN: FileCheck %s --check-prefix=ASSEMBLY --input-file=%t/o2.s
// ASSEMBLY: .section .privdata.facts,"e",@progbits
// ASSEMBLY: .ascii "{\"format\":\"privdata-facts\"

struct snd_pcm { long device; void *private_data; };
void foo_attach(struct snd_pcm *pcm, void *chip) { pcm->private_data = chip; }

# lit configuration for privdata. Each test is a small C file (or a
# split-file bundle) with RUN lines; see test/README.md for the substitutions.
import os

import lit.formats

# One lit run covers the suites of several LLVM majors; the name tells them apart.
config.name = "privdata-llvm" + config.llvm_major
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".cpp", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.privdata_binary_dir, "test")

config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", os.environ["PATH"])]
)
config.environment["PRIVDATA_CLANG_TIDY"] = config.clang_tidy
config.environment["PRIVDATA_PLUGIN"] = config.privdata_plugin
config.environment["PRIVDATA_FILECHECK"] = config.filecheck

check_script = os.path.join(config.test_source_root, "check_privdata.sh")
config.substitutions.append(("%check_privdata", "bash " + check_script))
config.substitutions.append(
    (
        "%clang_tidy_privdata",
        "%s --load=%s -checks=-*,privdata-type-mismatch --quiet"
        % (config.clang_tidy, config.privdata_plugin),
    )
)
config.substitutions.append(("%plugin", config.privdata_plugin))
config.substitutions.append(("%privdata_audit", config.privdata_audit))
config.substitutions.append(("%privdata_tidy", config.privdata_tidy))
config.substitutions.append(("%privdata_build_dir", config.privdata_binary_dir))
config.substitutions.append(("%run_clang_tidy", config.run_clang_tidy))
config.substitutions.append(("%clang_tidy_diff", config.clang_tidy_diff))
config.substitutions.append(("%llvm_major", config.llvm_major))
config.substitutions.append(("%cmake", config.cmake))
config.substitutions.append(("%cpack", config.cpack))
config.substitutions.append(("%clang_tidy", config.clang_tidy))
config.substitutions.append(("%examples", os.path.join(config.privdata_source_dir, "examples")))

# A clang-tidy of another LLVM major privdata supports, for the test that the
# plugin refuses to load into it. Looked up here rather than by CMake because
# test/run.sh installs that LLVM only when it builds its configuration, which
# may come after this one.
for other_major in ("19", "22"):
    other_clang_tidy = "/usr/lib/llvm-%s/bin/clang-tidy" % other_major
    if other_major != config.llvm_major and os.path.exists(other_clang_tidy):
        config.available_features.add("other-llvm-clang-tidy")
        config.substitutions.append(("%other_clang_tidy", other_clang_tidy))
        config.substitutions.append(("%other_llvm_major", other_major))
        break

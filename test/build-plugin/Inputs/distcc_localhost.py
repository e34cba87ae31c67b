"""Runs a command through distcc with a distccd of its own on 127.0.0.1.

usage: distcc_localhost.py LOG_FILE COMMAND...

Starts distccd on a free port of 127.0.0.1, accepting only 127.0.0.1 and
logging into LOG_FILE, runs COMMAND with DISTCC_HOSTS naming it, stops the
daemon, and exits with COMMAND's status.
"""
import os
import socket
import subprocess
import sys
import tempfile
import time


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until_listening(daemon, port):
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        if daemon.poll() is not None:
            sys.exit("distcc_localhost.py: distccd exited with status %d" % daemon.returncode)
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.05)
    sys.exit("distcc_localhost.py: distccd does not listen on port %d" % port)


def main():
    log_file, command = sys.argv[1], sys.argv[2:]
    port = free_port()
    # --enable-tcp-insecure lets distccd run the compiler by its full path, as
    # the tests name it, where it would take only those symlinked into
    # /usr/lib/distcc. Run as root, distccd drops to the user distcc, which
    # may not enter the test's directories: its log goes through this script,
    # it runs from /, and it keeps its temporary files in /tmp.
    with open(log_file, "w") as log:
        daemon = subprocess.Popen(
            ["distccd", "--daemon", "--no-detach", "--listen", "127.0.0.1",
             "--allow", "127.0.0.1", "--port", str(port), "--log-stderr",
             "--log-level", "info", "--enable-tcp-insecure"],
            stderr=log, cwd="/", env=dict(os.environ, TMPDIR="/tmp"))
        try:
            wait_until_listening(daemon, port)
            # The client keeps its state in DISTCC_DIR, or under HOME, which
            # lit does not set.
            with tempfile.TemporaryDirectory() as state:
                env = dict(os.environ, DISTCC_HOSTS="127.0.0.1:%d/1" % port,
                           DISTCC_DIR=state)
                status = subprocess.call(command, env=env)
        finally:
            daemon.terminate()
            daemon.wait()
    sys.exit(status)


if __name__ == "__main__":
    main()

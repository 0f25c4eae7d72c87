# python3 bench/cpu-tree.py COMMAND...: runs COMMAND as a child subreaper, so processes orphaned
# below it (Chromium launches leave 2-4 each) are reaped here and their CPU counts too; /usr/bin/time
# on the command alone misses them. bench/results.md, issue 23 §7.
import ctypes, os, resource, subprocess, sys, time
PR_SET_CHILD_SUBREAPER = 36
ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
start = time.time()
rc = subprocess.call(sys.argv[1:])
own = resource.getrusage(resource.RUSAGE_CHILDREN)
orphans = 0
while True:
    try:
        os.wait(); orphans += 1
    except ChildProcessError:
        break
tree = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"cpu-tree: user {tree.ru_utime:.1f} sys {tree.ru_stime:.1f} wall {time.time() - start:.1f} | without {orphans} orphan(s): user {own.ru_utime:.1f} sys {own.ru_stime:.1f}", file=sys.stderr)
sys.exit(rc)

#!/usr/bin/env python3
"""Writes a blogdoc journal of N committed edit operations of one document, in the exact
record format blogdoc writes (JSON payload + CRC-checked footer), for the benchmark that
checks edit latency does not grow with the journal.

usage: make-journal.py N DOCUMENT-RELATIVE-PATH BEFORE-SHA256 AFTER-SHA256 > journal
"""
import json
import sys
import zlib

count, path, before, after = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
out = sys.stdout.buffer


def record(payload, seq):
    data = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
    footer = b"#blogdoc-record v1 len=%010d crc=%08x seq=%012d\n" % (len(data), zlib.crc32(data), seq)
    out.write(data + b"\n" + footer)


diff = {"entryChanges": [{"fields": [{"after": {"string": "X"}, "before": {"string": "Old"},
        "field": "title"}], "modified": "benchmark-entry"}]}
for k in range(count):
    intent, commit = 2 * k + 1, 2 * k + 2
    payload = {"files": [{"afterFingerprint": after, "beforeFingerprint": before, "diff": diff, "path": path}],
               "id": intent, "intends": "edit", "kind": "intent", "message": "Set title",
               "pendingIntent": intent, "time": "2026-11-22T11:44:07.078Z"}
    if k > 0:
        payload.update({"nextUndo": intent - 2, "parentID": intent - 1, "priorUndoState": intent - 2})
    record(payload, intent)
    record({"concludes": intent, "files": [], "id": commit, "kind": "commit",
            "message": "Commit operation %d." % intent, "nextUndo": intent, "parentID": intent,
            "priorUndoState": intent, "time": "2026-11-22T11:44:07.084Z"}, commit)

import { ABANDONED_FILES_GRACE_DAYS, UNATTACHED_UPLOAD_TTL_HOURS } from '@memory/contracts';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import { startPeriodicJob } from '../../jobs/run-exclusive';
import type { BlobStore } from './blob-store';
import { deleteSweepable } from './queries';

interface SweepResult {
  files: number;
  bytes: number;
}

const BATCH = 200;

/**
 * Deletes uploads never attached (or detached) for UNATTACHED_UPLOAD_TTL_HOURS and the files of memos abandoned
 * more than ABANDONED_FILES_GRACE_DAYS ago: the row first (in batches, SKIP LOCKED), then its file. "Now" is the
 * clock module's, so tests move through the day with the test clock (testing/routes/clock.ts) or call this with the clock set.
 */
export async function sweepAttachments(db: Database, blobs: BlobStore): Promise<SweepResult> {
  const at = now().getTime();
  const unattachedBefore = new Date(at - UNATTACHED_UPLOAD_TTL_HOURS * 3_600_000);
  const abandonedBefore = new Date(at - ABANDONED_FILES_GRACE_DAYS * 86_400_000);
  const result: SweepResult = { files: 0, bytes: 0 };
  for (;;) {
    const removed = await deleteSweepable(db, unattachedBefore, abandonedBefore, BATCH);
    for (const row of removed) {
      await blobs.remove(row.id);
      result.files += 1;
      result.bytes += row.sizeBytes ?? 0;
    }
    if (removed.length < BATCH) return result;
  }
}

interface SweeperHandle {
  stop(): void;
}

/**
 * Runs the sweep once per `everyMs` across all replicas (startPeriodicJob: an advisory lock and a claimed period
 * in job_runs on PostgreSQL). The timer does not keep the process alive; stop() on close.
 */
export function startAttachmentSweeper(
  db: Database,
  blobs: BlobStore,
  options: { everyMs: number; onSwept?: (result: SweepResult) => void; onError: (error: unknown) => void },
): SweeperHandle {
  return startPeriodicJob(db, {
    name: 'attachments.sweep',
    everyMs: options.everyMs,
    run: async () => {
      const result = await sweepAttachments(db, blobs);
      if (result.files > 0) options.onSwept?.(result);
    },
    onError: options.onError,
  });
}

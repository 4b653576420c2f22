// The entry of dist/memo-feed-boot.js (scripts/prerender.tsx builds it with @memory/federation's buildBootScript).
import { bootFeedPaint } from './bootFeedPaint';

bootFeedPaint();

import { after, type After, type Follower } from '../ingest/write-buffer.js';
import { enqueueNotices } from '../repositories/lead-notices.js';

interface Notice {
  accountId: number;
  siteId: number;
  now: number;
}

/** Every lead of a batch whose owner is to hear of it: one insert, in the lead's own transaction. */
const noticeFollower: Follower<Notice> = {
  async run(tx, rows) {
    await enqueueNotices(
      tx,
      rows.map(({ id, item }) => ({ ...item, conversionId: id })),
    );
  },
};

export interface LeadToAnnounce extends Notice {
  /** the site's settings ask for an email per lead, and this server can send email */
  leadEmails: boolean;
  /** null for a person's lead; a lead marked automated is announced to nobody */
  spam: string | null;
}

/**
 * The follow-up that queues a new lead's notice with it; undefined when its owner hears nothing
 * of it. A duplicate (an update of an earlier lead) has no follow-up, so it is never announced twice.
 */
export function leadNotice(lead: LeadToAnnounce): After | undefined {
  if (!lead.leadEmails || lead.spam !== null) return undefined;
  return after(noticeFollower, { accountId: lead.accountId, siteId: lead.siteId, now: lead.now });
}

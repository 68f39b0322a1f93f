import type { api } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { escapeLike } from '../../resource/sql.ts';

/** Sortable fields of the outbox page (answer name → column). */
const SORTABLE = {
  MsgtransferId: 'msgtransferId',
  CreateTime: 'createTime',
  Recipient: 'recipient',
  MessageType: 'messageType',
  Channel: 'channel',
  State: 'state',
  Retries: 'retries',
} as const;

/** Msgtransfer/SelectPage: the message outbox (development SMS delivery); its grant (Msgtransfer, view) is checked with the session. */
export const outboxPage: Handler<typeof api.msgtransferPage> = async ({ db, input }) => {
  const field = input.sort?.replace(/^-/, '') ?? 'CreateTime';
  if (!(field in SORTABLE)) throw invalid('input.notSortable', { field, allowed: Object.keys(SORTABLE).join(', ') }, 'sort');
  const column = SORTABLE[field as keyof typeof SORTABLE];
  const dir = input.sort ? (input.sort.startsWith('-') ? 'desc' : 'asc') : 'desc';

  let q = db.selectFrom('msgOutbox');
  if (input.Recipient) q = q.where('recipient', 'like', `%${escapeLike(input.Recipient)}%`);
  if (input.MessageType) q = q.where('messageType', '=', input.MessageType);

  const [rows, count] = await Promise.all([
    q
      .select(['msgtransferId', 'channel', 'recipient', 'messageType', 'content', 'state', 'retries', 'createTime'])
      .orderBy(column, dir)
      .orderBy('msgtransferId', dir)
      .limit(input.size)
      .offset((input.cur_page - 1) * input.size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((x) => ({
      MsgtransferId: x.msgtransferId,
      Channel: x.channel,
      Recipient: x.recipient,
      MessageType: x.messageType,
      Content: x.content,
      State: x.state,
      Retries: x.retries,
      CreateTime: x.createTime.toISOString(),
    })),
    total: Number(count.total),
  };
};

import { type api, CUSTOMER_STAGE } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { lockCustomer, setStage } from './leads.ts';

/**
 * Customer/ChangeStage: a stage set by hand. Lost needs its reason; a lost lead may be taken up
 * again at any stage; a contracted one follows its contract and is not moved by hand.
 */
export const changeStage: Handler<typeof api.customerChangeStage> = async ({ db, session, input }) => {
  assertMayWrite(session);
  if (input.Stage === CUSTOMER_STAGE.Lost && !input.LostReason) throw invalid('enrolment.lostNeedsReason', {}, 'LostReason');
  return db.transaction().execute(async (trx) => {
    const lead = await lockCustomer(trx, session, input.CustomerId);
    if (lead.stage === CUSTOMER_STAGE.Contracted) throw conflict('enrolment.contractedKept', {}, 'Stage');
    await setStage(trx, session, lead.customerId, input.Stage, input.LostReason);
    return { Stage: input.Stage };
  });
};

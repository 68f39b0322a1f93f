import { BILL_STATE_OPTIONS, DISSENT_STATE_OPTIONS, JOIN_CONTRACT_STATE_OPTIONS, lowerLabel } from '@kc/contract';

const nameOf = (options: readonly { value: number; label: { zh: string; en: string; es: string } }[]) => (state: number) => {
  const label = options.find((o) => o.value === state)?.label;
  return label ? lowerLabel(label) : String(state);
};

/** A state's name inside a sentence, in every language. */
export const joinContractStateName = nameOf(JOIN_CONTRACT_STATE_OPTIONS);
export const billStateName = nameOf(BILL_STATE_OPTIONS);
export const dissentStateName = nameOf(DISSENT_STATE_OPTIONS);

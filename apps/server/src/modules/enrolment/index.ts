import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { setSubscribeState, subscribeSchool, subscribeSubmit, subscribeToCustomer } from './appointments.ts';
import {
  customerBinding,
  customerContactBinding,
  customerForwardBinding,
  followRecordBinding,
  myCustomerBinding,
} from './customer-binding.ts';
import { funnel, myFunnel, recruit } from './funnel.ts';
import { markCustomersContracted } from './leads.ts';
import { selectOwners } from './owners.ts';
import { signCustomer } from './sign.ts';
import { changeStage } from './stage.ts';
import { subscribeBinding } from './subscribe-binding.ts';

/** Leads (Customer and its follow-ups, contacts, forwards) and appointment requests (Subscribe). */
export const enrolmentBindings = {
  Customer: customerBinding,
  CustomerContact: customerContactBinding,
  FollowRecord: followRecordBinding,
  Forward: customerForwardBinding,
  Subscribe: subscribeBinding,
  MyCustomer: myCustomerBinding,
} satisfies Partial<ResourceBindings>;

/** The leads' and appointments' workflow beside their standard actions. */
export const enrolmentModule: Module = (r) => {
  r.handle(api.customerChangeStage, changeStage);
  r.handle(api.customerSelectOwners, selectOwners);
  r.handle(api.customerFunnel, funnel);
  r.handle(api.myCustomerFunnel, myFunnel);
  r.handle(api.customerRecruit, recruit);
  r.handle(api.customerSign, signCustomer);
  r.handle(api.subscribeSetState, setSubscribeState);
  r.handle(api.subscribeToCustomer, subscribeToCustomer);
  r.handle(api.subscribeSchool, subscribeSchool);
  r.handle(api.subscribeSubmit, subscribeSubmit);
};

/** For contracts: a contract of the child became effective, its leads are contracted. */
export { markCustomersContracted };

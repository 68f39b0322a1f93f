import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { salesperson } from './salesperson.ts';

// Calls beside Salesperson's standard actions. The root api.ts spreads them in, so the web
// reaches them as `api.x` without zod.

export const salesApi = {
  salespersonAccounts: defineEndpoint({
    path: `${salesperson.name}/SelectAccounts`,
    auth: 'user',
    read: true,
    // The account picker of the add / edit form: for those who manage salespeople, not those who read their team.
    grant: { menu: salesperson.menu, action: 'edit' },
    summary: 'Console accounts of salespeople (IdentityType 4), for the account picker; Linked: already a salesperson record',
    input: z.object({}).default({}),
    output: z.array(z.object({ Value: z.number(), Label: z.string(), Linked: z.boolean() })),
  }),
} as const;

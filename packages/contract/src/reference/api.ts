import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { localizedTitle } from '../core/localized.ts';

// Reference data: the grant actions, the ChinaArea tree, the ability classifications.
// The root api.ts spreads them in.

const empty = z.object({}).default({});

export interface AreaNode {
  Code: string;
  Name: string;
  Children?: AreaNode[];
}
export const areaNode: z.ZodType<AreaNode> = z.lazy(() =>
  z.object({ Code: z.string(), Name: z.string(), Children: z.array(areaNode).optional() }),
);

export const referenceApi = {
  constGetAction: defineEndpoint({
    path: 'Const/GetAction',
    auth: 'user',
    read: true,
    summary: 'The action values a grant can hold',
    input: empty,
    output: z.array(z.object({ Key: z.string(), Value: z.number(), Title: localizedTitle })),
  }),
  chinaAreaTree: defineEndpoint({
    path: 'ChinaArea/SelectTree',
    auth: 'public',
    read: true,
    summary: 'Province / city / district tree',
    input: empty,
    output: z.array(areaNode),
  }),
  abilityClassifyAll: defineEndpoint({
    path: 'AbilityClassify/SelectAll',
    auth: 'user',
    read: true,
    summary: 'All ability (development domain) classifications',
    input: empty,
    output: z.array(z.object({ AbilityClassifyId: z.number(), Name: localizedTitle, Sort: z.number() })),
  }),
} as const;

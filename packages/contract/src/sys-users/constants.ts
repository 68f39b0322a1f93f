/** IdentityType of an account (DOMAIN.md §0): which kind of record its IdentityId points at. */
export const IDENTITY_TYPE = { Platform: 1, School: 2, Agent: 3, Sales: 4, Government: 5 } as const;
/** Government supervisors read and change nothing: they upload nothing either (not even an avatar). */
export const isReadOnlyIdentity = (identityType: number): boolean => identityType === IDENTITY_TYPE.Government;

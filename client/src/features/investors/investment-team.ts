import { useEntries, useGroupEntries } from '@/lib/entries';

/**
 * The investment team, reached by 'Schedule Meeting' and the closing call to action (SPEC §2.7): the quick
 * contact staff mark for investment (its `purpose`), and the headquarters' street address. Undefined
 * parts are simply not shown.
 */
export function useInvestmentTeam() {
  const team = useEntries('quickContact')?.find((contact) => contact.purpose === 'investment');
  const headquarters = useGroupEntries('office')?.find((office) => office.headquarters);
  return { email: team?.email, phone: team?.phone, address: headquarters?.address ?? [] };
}

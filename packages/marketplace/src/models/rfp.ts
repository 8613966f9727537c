import { boundedString, dateTime } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { clientName, publisherProfileName } from '../names.js';
import { Contact } from './contact.js';
import { PreferredDealTerms, ProgrammaticGuaranteedTerms } from './deal-terms.js';
import { Money } from './money.js';
import { CriteriaTargeting, InventorySizeTargeting } from './targeting.js';

/**
 * A request for proposal: asks a publisher to start negotiating. The terms given decide the deal type:
 * `programmaticGuaranteedTerms` for a programmatic guaranteed deal, `preferredDealTerms` (or neither) for a
 * preferred deal; not both.
 */
export const SendRfpRequest = z
  .looseObject({
    /** Required. Name of the proposal the request creates. */
    displayName: boundedString(255),
    /** Required. The publisher asked: `buyers/{buyer}/publisherProfiles/{publisherProfile}`. */
    publisherProfile: publisherProfileName.schema(),
    /** Required. Start of the flight: a `Date` or an RFC 3339 string. */
    flightStartTime: dateTime(),
    /** Required. End of the flight, after its start. */
    flightEndTime: dateTime(),
    /** The client the buyer acts for: `buyers/{buyer}/clients/{client}`. */
    client: z.optional(clientName.schema()),
    /** People of the buyer the publisher may reach about the proposal. */
    buyerContacts: z.optional(z.array(Contact)),
    /** A message to the publisher, up to 1024 characters. */
    note: z.optional(boundedString(1024, 0)),
    /** Spend the buyer estimates for the deal. */
    estimatedGrossSpend: z.optional(Money),
    /** Locations to target and to exclude, by criteria id. */
    geoTargeting: z.optional(CriteriaTargeting),
    /** Ad slot sizes to target and to exclude. */
    inventorySizeTargeting: z.optional(InventorySizeTargeting),
    /** Terms of a preferred deal; not with `programmaticGuaranteedTerms`. */
    preferredDealTerms: z.optional(PreferredDealTerms),
    /** Terms of a programmatic guaranteed deal; not with `preferredDealTerms`. */
    programmaticGuaranteedTerms: z.optional(ProgrammaticGuaranteedTerms),
  })
  .check(
    z.refine((rfp) => Date.parse(rfp.flightEndTime) > Date.parse(rfp.flightStartTime), {
      message: 'flightEndTime must be after flightStartTime',
      path: ['flightEndTime'],
    }),
    z.refine((rfp) => rfp.preferredDealTerms === undefined || rfp.programmaticGuaranteedTerms === undefined, {
      message: 'give preferredDealTerms or programmaticGuaranteedTerms, not both',
      path: ['programmaticGuaranteedTerms'],
    }),
  );
export type SendRfpRequest = z.input<typeof SendRfpRequest>;

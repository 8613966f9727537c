import { resourceNameSchema } from '@org/http-core/google';
import { boundedString, dateTime, plainCheck } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { CLIENT_NAME, PUBLISHER_PROFILE_NAME } from '../names.js';
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
    publisherProfile: resourceNameSchema(PUBLISHER_PROFILE_NAME),
    /** Required. Start of the flight: a `Date` or an RFC 3339 string. */
    flightStartTime: dateTime(),
    /** Required. End of the flight, after its start. */
    flightEndTime: dateTime(),
    /** The client the buyer acts for: `buyers/{buyer}/clients/{client}`. */
    client: z.optional(resourceNameSchema(CLIENT_NAME)),
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
    plainCheck((rfp: { flightStartTime: string; flightEndTime: string }) => Date.parse(rfp.flightEndTime) > Date.parse(rfp.flightStartTime), 'flightEndTime must be after flightStartTime', [
      'flightEndTime',
    ]),
    plainCheck(
      (rfp: { preferredDealTerms?: unknown; programmaticGuaranteedTerms?: unknown }) => rfp.preferredDealTerms === undefined || rfp.programmaticGuaranteedTerms === undefined,
      'give preferredDealTerms or programmaticGuaranteedTerms, not both',
      ['programmaticGuaranteedTerms'],
    ),
  );
export type SendRfpRequest = z.input<typeof SendRfpRequest>;

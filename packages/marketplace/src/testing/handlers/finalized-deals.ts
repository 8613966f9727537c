/**
 * Finalized deals in the fake, per the service's serving table: `pause` only changes the serving status
 * (a paused deal stays paused), `resume` lifts the buyer's pause (a serving deal is left alone; a seller's
 * pause is not lifted), `setReadyToServe` for buyers who opted out of readiness on finalization, and
 * creatives recorded per deal.
 */
import { json, pageAnswer } from '@org/http-core/testing';
import { parseFilter } from '../filter-expression.js';
import { failedPrecondition, invalidArgument } from '../google-errors.js';
import { orderItems } from '../order-by.js';
import { pageOf } from '../paging.js';
import { buyerOf, MAX_CREATIVES_PER_DEAL, type FinalizedDealRecord, type MarketplaceState } from '../state.js';
import type { Body, GroupHandlers } from './types.js';

const filterFields = [
  'deal.displayName',
  'deal.dealType',
  'deal.createTime',
  'deal.updateTime',
  'deal.flightStartTime',
  'deal.flightEndTime',
  'dealServingStatus',
];

const orderFields = [
  'deal.displayName',
  'deal.createTime',
  'deal.updateTime',
  'deal.flightStartTime',
  'deal.flightEndTime',
  'rtbMetrics.bidRequests7Days',
  'rtbMetrics.bids7Days',
  'rtbMetrics.adImpressions7Days',
  'rtbMetrics.bidRate7Days',
  'rtbMetrics.filteredBidRate7Days',
  'rtbMetrics.mustBidRateCurrentMonth',
];

/** Handlers of `finalizedDeals.*`. */
export function finalizedDealHandlers(state: MarketplaceState): GroupHandlers {
  const find = (name: string): FinalizedDealRecord => state.find(state.finalizedDeals, name);
  const save = (record: FinalizedDealRecord) => {
    state.finalizedDeals.set(record.finalizedDeal.name!, record);
    return json(200, record.finalizedDeal);
  };
  const notEnded = (record: FinalizedDealRecord, what: string) => {
    if (record.finalizedDeal.dealServingStatus === 'ENDED') throw failedPrecondition(`${record.finalizedDeal.name} has ended; it cannot ${what}`);
  };

  return {
    'finalizedDeals.get': (req) => json(200, find(req.params.name!).finalizedDeal),
    'finalizedDeals.list': (req) => {
      const parent = req.params.parent!;
      state.checkAccount(parent);
      const buyers = parent.startsWith('bidders/') ? (state.bidders.get(parent) ?? []) : [parent];
      const matcher = parseFilter(req.query.get('filter'), filterFields);
      const deals = state.finalizedDeals
        .list((_, name) => buyers.includes(buyerOf(name)))
        .map((record) => record.finalizedDeal)
        .filter(matcher);
      return pageAnswer('finalizedDeals', pageOf(orderItems(deals, req.query.get('orderBy'), orderFields), req, 100));
    },
    'finalizedDeals.pause': (req) => {
      const record = find(req.params.name!);
      notEnded(record, 'be paused');
      const { finalizedDeal } = record;
      if (finalizedDeal.dealServingStatus !== 'ACTIVE') return json(200, finalizedDeal);
      const reason = ((req.body as Body | undefined)?.reason as string | undefined) ?? '';
      return save({
        ...record,
        finalizedDeal: {
          ...finalizedDeal,
          dealServingStatus: 'PAUSED_BY_BUYER',
          dealPausingInfo: { ...finalizedDeal.dealPausingInfo, pauseReason: reason, pauseRole: 'BUYER' },
        },
      });
    },
    'finalizedDeals.resume': (req) => {
      const record = find(req.params.name!);
      notEnded(record, 'be resumed');
      const { finalizedDeal } = record;
      if (finalizedDeal.dealServingStatus === 'ACTIVE') return json(200, finalizedDeal);
      if (finalizedDeal.dealServingStatus === 'PAUSED_BY_SELLER') {
        throw failedPrecondition(`${finalizedDeal.name} was paused by the seller; only the seller can resume it`);
      }
      const pausingConsented = finalizedDeal.dealPausingInfo?.pausingConsented;
      return save({
        ...record,
        finalizedDeal: {
          ...finalizedDeal,
          dealServingStatus: 'ACTIVE',
          dealPausingInfo: pausingConsented === undefined ? {} : { pausingConsented },
        },
      });
    },
    'finalizedDeals.addCreative': (req) => {
      const record = find(req.params.deal!);
      notEnded(record, 'take creatives');
      const creative = (req.body as Body).creative as string;
      const buyer = buyerOf(record.finalizedDeal.name!);
      if (buyerOf(creative) !== buyer) throw invalidArgument(`Creative ${creative} is not a creative of ${buyer}`);
      if (record.creatives.includes(creative)) return json(200, record.finalizedDeal);
      if (record.creatives.length >= MAX_CREATIVES_PER_DEAL) {
        throw failedPrecondition(`${record.finalizedDeal.name} already has ${MAX_CREATIVES_PER_DEAL} creatives, the most a deal takes`);
      }
      return save({ ...record, creatives: [...record.creatives, creative] });
    },
    'finalizedDeals.setReadyToServe': (req) => {
      const record = find(req.params.deal!);
      notEnded(record, 'be set ready to serve');
      if (record.finalizedDeal.readyToServe) return json(200, record.finalizedDeal);
      return save({ ...record, finalizedDeal: { ...record.finalizedDeal, readyToServe: true } });
    },
  };
}

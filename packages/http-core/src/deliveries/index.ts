/**
 * `@org/http-core/deliveries`: what a receiver of a service's deliveries (webhooks, notifications, events) needs
 * to check them: the exact bytes received within a size limit, HMAC-SHA256 over Web Crypto, and a comparison in
 * constant time. Each service package builds its reader (`readWebhookEvents`, `readNotification`, ...) on it; a
 * failed check is a `SignatureError` from `@org/http-core/errors`.
 *
 * @module deliveries
 */
export { fromBase64 } from './base64.js';
export { constantTimeEqual } from './constant-time.js';
export { fromHex, hmacSha256, toBase64, toHex } from './hmac.js';
export { readDelivery, type Delivery, type DeliveryRequest, type NodeRequestLike, type ReadDeliveryOptions } from './read-delivery.js';

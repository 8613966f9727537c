/** Progress of an upload: bytes of the request body handed to the connection so far, and the body's size. */
export interface UploadProgress {
  /** Bytes sent so far. */
  readonly loaded: number;
  /** Size of the whole request body (the file plus the multipart framing). */
  readonly total: number;
}

/** Called as an upload's body is sent: at least once per chunk, and once more with `loaded === total` at the end. */
export type UploadProgressListener = (progress: UploadProgress) => void;

/** What the transport needs to report an upload: the listener and the file being sent. */
interface Registration {
  readonly listener: UploadProgressListener;
  readonly part: string;
  readonly file: File;
}

/** Header that ties a request to its progress listener; removed before the request leaves the client. */
export const uploadTicketHeader = 'x-org-upload-ticket';

const encoder = new TextEncoder();

/**
 * Size of a multipart body holding one file part, as `FormData` writes it: boundary line, part headers,
 * the bytes, and the closing boundary.
 */
export function multipartSize(boundary: string, part: string, file: File): number {
  const escape = (text: string) => text.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${escape(part)}"; filename="${escape(file.name)}"\r\n` +
    `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`;
  return encoder.encode(head).byteLength + file.size + encoder.encode(`\r\n--${boundary}--\r\n`).byteLength;
}

/**
 * Upload progress for a client: uploads register a listener under a ticket, and the wrapped `fetch`
 * counts the body bytes of ticketed requests as they are sent. Other requests pass through untouched.
 */
export class UploadProgressTracker {
  readonly #registrations = new Map<string, Registration>();
  #next = 0;

  /** Registers a listener for the next upload of `file` in `part`; returns the ticket to send in {@link uploadTicketHeader}. */
  register(listener: UploadProgressListener, part: string, file: File): string {
    const ticket = `u${++this.#next}`;
    this.#registrations.set(ticket, { listener, part, file });
    return ticket;
  }

  /** Forgets a ticket once its call is over. */
  release(ticket: string): void {
    this.#registrations.delete(ticket);
  }

  /** Wraps a `fetch` (resolved at call time) so that ticketed requests report progress. */
  wrap(inner: () => typeof fetch): typeof fetch {
    return async (input, init) => {
      const request = input instanceof Request ? input : undefined;
      const ticket = request?.headers.get(uploadTicketHeader);
      if (!request || !ticket) return inner()(input, init);
      const headers = new Headers(request.headers);
      headers.delete(uploadTicketHeader);
      const registration = this.#registrations.get(ticket);
      if (!registration || !request.body) return inner()(new Request(request, { headers }), init);
      const boundary = /boundary=("?)([^";]+)\1/i.exec(request.headers.get('content-type') ?? '')?.[2] ?? '';
      const estimate = multipartSize(boundary, registration.part, registration.file);
      const body = request.body.pipeThrough(counter(registration.listener, estimate));
      return inner()(new Request(request, { headers, body, duplex: 'half' } as RequestInit), init);
    };
  }
}

function counter(listener: UploadProgressListener, estimate: number): TransformStream<Uint8Array, Uint8Array> {
  let loaded = 0;
  const report = (progress: UploadProgress) => {
    try {
      listener(progress);
    } catch {
      // A listener's failure must not break the upload.
    }
  };
  return new TransformStream({
    transform(chunk, controller) {
      controller.enqueue(chunk);
      loaded += chunk.byteLength;
      report({ loaded: Math.min(loaded, estimate), total: Math.max(estimate, loaded) });
    },
    flush() {
      report({ loaded, total: loaded });
    },
  });
}

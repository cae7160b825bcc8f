import nodemailer from 'nodemailer';

/** One message to one person: what a provider is handed after the sending transaction commits. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  target: string;
  subject: string;
  body: string;
}

/** Something that delivers one channel: e-mail by SMTP, SMS by an HTTP gateway. */
export interface Transport {
  deliver(message: OutgoingMessage): Promise<void>;
}

export function smtpTransport(url: string, from = 'Tidemark <no-reply@tidemark.dev>'): Transport {
  const transporter = nodemailer.createTransport(url);
  return {
    async deliver(m) {
      await transporter.sendMail({ from, to: m.target, subject: m.subject, text: m.body });
    },
  };
}

const SMS_TIMEOUT_MS = 10_000;

/**
 * An SMS gateway over HTTP: POST `{"to": "+<area><number>", "text": "…"}` as JSON to `url`
 * (credentials, if the gateway needs them, go in the URL). Any 2xx is delivered; anything else
 * is a failure whose text names the status only, never the message.
 */
export function httpSmsTransport(url: string): Transport {
  return {
    async deliver(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: m.target, text: m.body }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`SMS provider answered HTTP ${res.status}`);
    },
  };
}

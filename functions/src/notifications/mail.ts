/**
 * The e-mail sender: a `mail` document in the format of Firebase's "Trigger Email" extension (firestore-send-email,
 * declared in firebase.json and extensions/), which a deployment sends through its SMTP provider. Only to an
 * address its owner has verified; one e-mail per event and recipient (the document's id is theirs).
 */
import { notificationPaths, TEXTS, type MailFields } from '@mentorbridge/model';
import { escapeHtml } from '@mentorbridge/model/linkPreview';
import { FIRESTORE_CODES, firestoreCode } from '../lib/fields';
import { idOf, type Message, type Services } from './message';

/** Where the app is, for the links in e-mails: APP_ORIGIN, else the project's default Hosting site. */
export function appOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.APP_ORIGIN ?? `https://${env.GCLOUD_PROJECT ?? ''}.web.app`).replace(/\/$/, '');
}


/** The extension's document for one message. */
export function mailOf(to: string, message: Message, origin: string = appOrigin()): MailFields {
  const link = `${origin}${message.target}`;
  const { mailOpen, mailWhy, mailNote } = TEXTS.notifications;
  const note = message.note ? mailNote(message.note) : null;
  return {
    to,
    message: {
      subject: message.line,
      text: `${message.line}\n\n${note ? `${note}\n\n` : ''}${mailOpen}: ${link}\n\n${mailWhy}\n`,
      html:
        `<p>${escapeHtml(message.line)}</p>` +
        (note ? `<p style="white-space:pre-wrap">${escapeHtml(note)}</p>` : '') +
        `<p><a href="${escapeHtml(link)}">${escapeHtml(mailOpen)}</a></p>` +
        `<p style="color:#666;font-size:12px">${escapeHtml(mailWhy)}</p>`,
    },
  };
}

/** Writes the e-mail of `message` to `uid`, when their address is verified; a redelivered event writes nothing more. */
export async function sendMail({ db, auth }: Services, uid: string, message: Message, key: string): Promise<void> {
  const user = await auth.getUser(uid).catch(() => null);
  if (!user?.email || !user.emailVerified) return;
  try {
    await db.collection(notificationPaths.mail).doc(idOf(`${key}_${uid}`)).create(mailOf(user.email, message));
  } catch (error) {
    if (firestoreCode(error) !== FIRESTORE_CODES.alreadyExists) throw error;
  }
}

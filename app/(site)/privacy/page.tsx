import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { LegalPage } from "@/components/ui/legal-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/config/site";
import { formStateCookieNames } from "@/lib/inquiries/form-page";
import { routes } from "@/config/routes";

export const metadata: Metadata = pageMetadata({
  title: "Privacy Policy: What This Site Stores and Sends",
  description: `What the ${site.brand} website keeps in your browser, what it stores on its server, and where inquiries and chat messages go. No tracking by default.`,
  path: routes.privacy,
  keywords: ["privacy policy", `${site.brand} privacy`, "cookie consent", "contact form data", "AI assistant data"],
});

export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="November 28, 2026" intro={`This page says, plainly, what ${site.brand}'s website stores and sends, and why. There is no advertising, no analytics and no tracking on this site unless you accept it, and today there is none to accept.`}>
      <h2>In your browser</h2>
      <ul>
        <li><strong>theme</strong> (local storage): your light or dark choice, so the site looks the way you left it.</li>
        <li><strong>cookieConsent</strong> (local storage): your answer to the cookie banner: accepted_all, essentials_only or rejected.</li>
        <li><strong>loadingScreenShown</strong> (session storage): set to true after the opening animation plays, so it plays once per visit. It is gone when you close the tab.</li>
        <li><strong>country</strong> (cookie, one day): your two-letter country code, from the hosting platform or the lookup below. It only decides whether Messenger, call and SMS buttons appear (they are shown to visitors in the Philippines).</li>
        <li><strong>{formStateCookieNames[0]}</strong> to <strong>{formStateCookieNames.at(-1)}</strong> (cookies, at most ten minutes): only when the contact form, sent without JavaScript, could not go through. They carry what you typed back to the form, so nothing is lost, and are removed when the form goes through.</li>
      </ul>
      <h2>The country lookup</h2>
      <p>When the hosting platform does not tell the site your country, your browser asks a public IP-geolocation service (ipapi.co) for it, with a four-second limit, and only when you open the quick-contact menu. That service sees your IP address. The answer is kept in the country cookie in your browser for a day and used only for the quick-contact buttons; the site does not store it.</p>
      <h2>When you send an inquiry</h2>
      <p>The contact form sends your name, e-mail address, message and, on the full form, your phone number and the service you chose. The site stores the inquiry in its own database first, so it cannot be lost, and then forwards it by e-mail to {site.email} through the FormSubmit service. Inquiries are used only to reply to you and are deleted on request.</p>
      <h2>When you chat with {site.assistantName}</h2>
      <p>{site.assistantName} is an AI assistant. Your messages are sent to the site&apos;s server to produce an answer. By default the answer comes from the site&apos;s own content on that server; if the studio switches on Google Gemini, your message is also sent to Google to write the reply. Chat messages are not stored by the site.</p>
      <h2>Your rights</h2>
      <p>Whether you are in the Philippines (Data Privacy Act of 2012) or Canada (PIPEDA and provincial law), you can ask what the studio holds about you, ask for it to be corrected or deleted, or withdraw consent. Write to <a href={`mailto:${site.email}`}>{site.email}</a>, or use the <Link href={routes.contact}>contact form</Link>.</p>
    </LegalPage>
  );
}

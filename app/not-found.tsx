import Link from "next/link";

export const metadata = { title: "Page Not Found", robots: { index: false, follow: true } };

export default function NotFound() {
  return (
    <main id="main" className="container-site grid min-h-[70vh] place-items-center py-32 text-center">
      <div>
        <p className="eyebrow">404</p>
        <h1 className="text-h1 mt-3 font-semibold">Page Not Found</h1>
        <Link href="/" className="mt-8 inline-block font-semibold text-accent underline underline-offset-4">Return to Homepage</Link>
      </div>
    </main>
  );
}

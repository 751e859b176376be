/** The second bar under the header: who we are, in one line, on every page. */
export function InfoBar() {
  return (
    <div className="info-bar">
      <p>
        <strong>Private consultancy service</strong>, not the Government of India.
      </p>
      <p className="info-bar__support">Support 24x7 by phone and e-mail</p>
    </div>
  );
}

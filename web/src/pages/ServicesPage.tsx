import { Link } from 'react-router';
import { ContentPage } from '../content/ContentPage';

const SERVICES = [
  { title: 'Guided application', text: 'A form that explains every question, checks your answers as you type and saves at every step.' },
  {
    title: 'Recheck before submission',
    text: 'Our staff check your answers, photograph and documents and tell you what to fix before the application is submitted.',
  },
  { title: 'Urgent processing', text: 'For travel at short notice: your application is handled first, in 48 to 72 business hours.' },
  { title: '24x7 support', text: 'Phone and e-mail support at any hour, live help while you fill in the form, and interpreters.' },
  { title: 'Status updates', text: 'We tell you by e-mail when your application is submitted and when the decision arrives.' },
  { title: 'Lost or stolen approval', text: 'If you lose your e-Visa approval, we help you get a copy.' },
  { title: 'Flexible payment', text: 'Pay by card, PayPal or bank transfer.' },
];

export function ServicesPage() {
  return (
    <ContentPage title="Services" lead="Everything we do to get your e-Visa application right the first time.">
      <ul className="cards">
        {SERVICES.map((service) => (
          <li key={service.title} className="card">
            <h2>{service.title}</h2>
            <p>{service.text}</p>
          </li>
        ))}
      </ul>
      <p>
        We handle e-Tourist, e-Business, e-Conference, e-Medical, e-Medical Attendant, e-Ayush and e-Ayush Attendant visas. See the{' '}
        <Link to="/Visa-Fee-Details">fees</Link> or <Link to="/Apply">apply now</Link>.
      </p>
    </ContentPage>
  );
}

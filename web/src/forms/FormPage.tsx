import { useParams } from '../router/router';
import { api, dataOf } from '../api/http';
import { ContentPage } from '../content/ContentPage';
import { DefinitionLoadError } from '../definition/definitions';
import { LoadProblem } from '../definition/LoadProblem';
import { NotFound } from '../shell/NotFound';
import { PublishedForm } from './PublishedForm';
import { sendAnswers } from './sendAnswers';
import { usePublishedForm } from './usePublishedForm';

/**
 * A form editors made in the console, at its public address /forms/{id}: its published version rendered, its
 * answers sent to POST /api/forms/{id}/submissions, which checks them by the same version. No code names the form.
 */
export function FormPage() {
  const { formId = '' } = useParams();
  const definition = usePublishedForm(formId);
  if (definition.state === 'failed') {
    const { error, retry } = definition;
    return error instanceof DefinitionLoadError && error.status === 404 ? <NotFound /> : <LoadProblem what="the form" retry={retry} />;
  }
  if (definition.state === 'loading') return <p className="loading">Loading the form…</p>;
  return (
    <ContentPage title={definition.value.title}>
      <div className="contact-form">
        <PublishedForm
          definition={definition.value}
          what="the form"
          send={(values) => sendAnswers(() => dataOf(api.POST('/api/forms/{formId}/submissions', { params: { path: { formId } }, body: values })))}
        />
      </div>
    </ContentPage>
  );
}

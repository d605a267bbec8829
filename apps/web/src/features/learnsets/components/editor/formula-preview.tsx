import { hasFormula } from '@app/shared/learnsets/formula';
import { FormulaText } from '../../../../components/card-face/formula-text';
import '../../../../components/card-face/card-face.css';

/** Under an editor row: its question and answer as learners will see them, once either holds a formula. */
export function FormulaPreview({ question, answer }: { question: string; answer: string }) {
  if (!hasFormula(question) && !hasFormula(answer)) return null;
  return (
    <div className="formula-preview" aria-label="Vorschau der Formeln" role="group">
      <span className="formula-preview-label">Vorschau:</span>{' '}
      <span className="card-face-text">
        <FormulaText text={question} />
      </span>
      {' → '}
      <span className="card-face-text">
        <FormulaText text={answer} />
      </span>
    </div>
  );
}

import { mergeValues, toSubmission } from './formValues';
import { TEST_DEFINITION } from './testDefinition';

describe('form values', () => {
  it('turns the texts of the controls into the typed answers the API expects', () => {
    const input = toSubmission(1, TEST_DEFINITION.questions, {
      visitor: { name: ' Siti Rahayu ', phone: '0812 3456 7890' },
      answers: { fever: 'yes', contact: 'confirmed', temperature: '37,8', onset: '2026-11-20', weight: '60' },
    });
    expect(input).toEqual({
      formId: 1,
      visitor: { name: 'Siti Rahayu', phone: '0812 3456 7890' },
      answers: { fever: true, contact: 'confirmed', temperature: 37.8, onset: '2026-11-20', weight: 60 },
    });
  });

  it('leaves unanswered optional questions out and sends "no" as false', () => {
    const input = toSubmission(1, TEST_DEFINITION.questions, {
      visitor: { name: 'Siti', phone: '0812' },
      answers: { fever: 'no', contact: 'none', temperature: ' ', onset: '', weight: '70' },
    });
    expect(input.answers).toEqual({ fever: false, contact: 'none', weight: 70 });
  });

  it('restores a draft only for the questions of the current definition', () => {
    const values = mergeValues(TEST_DEFINITION.questions, {
      visitor: { name: 'Siti', phone: '0812' },
      answers: { fever: 'yes', removed_question: 'yes' },
    });
    expect(values.answers).toEqual({ fever: 'yes', contact: '', temperature: '', onset: '', weight: '' });
    expect(values.visitor).toEqual({ name: 'Siti', phone: '0812' });
  });
});

import { progressToRestore } from './use-kept-wizard-progress';
import { loadWizardProgress, saveWizardProgress, WIZARD_PROGRESS_KEY } from './wizard-progress-storage';

const answers = {
  dogInfo: { dogName: 'Biscuit', breed: 'beagle', age: 'puppy', size: 'small', weightLbs: 9.5, underSixMonths: true },
  symptoms: { symptoms: ['gas'], warningSigns: ['blood'], vetDiagnosed: 'no' as const, additionalInfo: 'Eats grass' },
  foodPreferences: { foodTypes: ['dry'], budget: '' },
};

beforeEach(() => sessionStorage.clear());

describe('wizard progress in session storage', () => {
  it('keeps the step and every answer, typed or chosen', () => {
    saveWizardProgress(sessionStorage, { step: 2, answers });
    expect(loadWizardProgress(sessionStorage)).toEqual({ step: 2, answers });
  });

  it('finds nothing when nothing was kept', () => {
    expect(loadWizardProgress(sessionStorage)).toBeNull();
    expect(loadWizardProgress(null)).toBeNull();
  });

  it.each(['not json', '[]', 'null', '"text"'])('reads %p as nothing kept', (stored) => {
    sessionStorage.setItem(WIZARD_PROGRESS_KEY, stored);
    expect(loadWizardProgress(sessionStorage)).toBeNull();
  });

  it('drops whatever is not a form value of the right kind', () => {
    sessionStorage.setItem(
      WIZARD_PROGRESS_KEY,
      JSON.stringify({
        step: 7,
        answers: {
          dogInfo: { dogName: 42, breed: 'beagle', weightLbs: '30', underSixMonths: 'yes', extra: 'x' },
          symptoms: { symptoms: ['gas', 3], vetDiagnosed: 'maybe' },
          foodPreferences: 'dry',
        },
      }),
    );
    expect(loadWizardProgress(sessionStorage)).toEqual({ step: 1, answers: { dogInfo: { breed: 'beagle' }, symptoms: {} } });
  });

  it('carries on when the browser refuses to store', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      getItem: () => {
        throw new DOMException('Denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(() => saveWizardProgress(refusing, { step: 1, answers })).not.toThrow();
    expect(loadWizardProgress(refusing)).toBeNull();
  });
});

describe('progressToRestore', () => {
  const kept = { step: 2 as const, answers };
  const linked = {
    dogInfo: { breed: 'boxer', age: 'adult', size: 'large' },
    symptoms: { symptoms: ['vomiting'] },
    foodPreferences: { foodTypes: ['wet'] },
  };

  it('brings back what the tab kept when the page has no answers in its address', () => {
    expect(progressToRestore(null, kept)).toEqual(kept);
    expect(progressToRestore(null, null)).toBeNull();
  });

  it("lets a link's answers win, keeping the name typed in this tab when the link has none", () => {
    expect(progressToRestore(linked, kept)).toEqual({
      step: 3,
      answers: { ...linked, dogInfo: { ...linked.dogInfo, dogName: 'Biscuit' } },
    });
  });

  it("keeps a link's own name, and opens on step 1 when the answers are not complete without one", () => {
    const named = { ...linked, dogInfo: { ...linked.dogInfo, dogName: 'Rex' } };
    expect(progressToRestore(named, kept)?.answers.dogInfo?.dogName).toBe('Rex');
    expect(progressToRestore(linked, null)).toEqual({ step: 1, answers: linked });
  });
});

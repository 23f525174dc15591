import {
  BEST_MATCH_BADGE,
  type DogFood,
  type RecommendationRequest,
  type RecommendationResponse,
  type RecommendedDogFood,
} from '@gentlebowl/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { FoodsService } from '../foods/foods.service.js';
import { DogFoodRecommendationEntity } from './dog-food-recommendation.entity.js';
import type { RankedFood } from './engine/engine-types.js';
import { recommendFoods } from './engine/recommend-foods.js';
import { RecommendationCandidates } from './recommendation-candidates.js';

function recommended({ food, score, reasons, madeFor, feeding, overBudgetUsd }: RankedFood<DogFood>, badges: string): RecommendedDogFood {
  return { ...food, badges, reasons, madeFor, score, feeding, overBudgetUsd };
}

/** The top pick is a food the owner can afford: its cost is known and fits the budget. */
function isTopPick(ranked: RankedFood<DogFood>, index: number): boolean {
  return index === 0 && ranked.feeding?.cost != null && ranked.overBudgetUsd === 0;
}

@Injectable()
export class RecommendationsService {
  private candidates: { source: readonly DogFood[]; index: RecommendationCandidates<DogFood> } | undefined;

  constructor(
    private readonly foods: FoodsService,
    @InjectRepository(DogFoodRecommendationEntity)
    private readonly requests: Repository<DogFoodRecommendationEntity>,
  ) {}

  /**
   * Ranks the catalogue the API holds in memory with the engine (hard rules, score, prescription diets
   * aside unless a vet is involved, foods made for none of the symptoms apart, red flags), badges the
   * top pick and, when `record` (a submitted wizard, not a results link shown again), stores the
   * request with what it answered. The engine reads the records GET /api/dog-foods/:id sends, so its
   * hard rules judge exactly the records it sends.
   */
  async recommend(request: RecommendationRequest, { record }: { record: boolean }): Promise<RecommendationResponse> {
    const answer = recommendFoods(request, this.candidatesOfToday());
    const recommendations = answer.recommendations.map((ranked, index) =>
      recommended(ranked, isTopPick(ranked, index) ? BEST_MATCH_BADGE : ''),
    );
    const askYourVet = answer.askYourVet.map((ranked) => recommended(ranked, ''));
    const notMadeForTheseSymptoms = answer.notMadeForTheseSymptoms.map((ranked) => recommended(ranked, ''));
    return {
      requestId: record ? await this.store(request, recommendations, askYourVet, answer.redFlags) : null,
      recommendations,
      askYourVet,
      notMadeForTheseSymptoms,
      redFlags: answer.redFlags,
      dog: answer.dog,
    };
  }

  /** The catalogue's index, built again after each load of the catalogue. */
  private candidatesOfToday(): RecommendationCandidates<DogFood> {
    const source = this.foods.all();
    if (this.candidates?.source !== source) this.candidates = { source, index: new RecommendationCandidates(source) };
    return this.candidates.index;
  }

  /** Stores a submitted request with what it answered; returns the row's id. */
  private async store(
    request: RecommendationRequest,
    recommendations: RecommendedDogFood[],
    askYourVet: RecommendedDogFood[],
    redFlags: RecommendationResponse['redFlags'],
  ): Promise<number> {
    const { dogInfo, symptoms, foodPreferences } = request;
    const stored = await this.requests.insert({
      dogName: dogInfo.dogName,
      dogBreed: dogInfo.breed,
      dogAge: dogInfo.age,
      dogSize: dogInfo.size,
      symptoms: symptoms.symptoms,
      foodPreferences: foodPreferences.foodTypes,
      recommendedFoodIds: recommendations.map((food) => food.id),
      requestDetails: {
        frequency: symptoms.frequency,
        duration: symptoms.duration,
        additionalInfo: symptoms.additionalInfo ?? null,
        budget: foodPreferences.budget,
        ingredients: foodPreferences.ingredients ?? [],
        allergies: foodPreferences.allergies ?? [],
        weightLbs: dogInfo.weightLbs ?? null,
        adultWeightLbs: dogInfo.adultWeightLbs ?? null,
        underSixMonths: dogInfo.underSixMonths ?? null,
        warningSigns: symptoms.warningSigns ?? [],
        vetDiagnosed: symptoms.vetDiagnosed ?? null,
        askYourVetFoodIds: askYourVet.map((food) => food.id),
        redFlags,
      },
    });
    return stored.identifiers[0]?.id as number;
  }
}

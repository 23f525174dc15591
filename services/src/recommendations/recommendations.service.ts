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
import { toOwnerProfile } from './engine/owner-profile.js';
import { type RankedFood, recommendFoods } from './engine/recommend-foods.js';
import { RecommendationShortlist } from './recommendation-shortlist.js';

function recommended({ food, score, reasons, feeding, overBudgetUsd }: RankedFood<DogFood>, badges: string): RecommendedDogFood {
  return { ...food, badges, reasons, score, feeding, overBudgetUsd };
}

/** The top pick is a food the owner can afford: a list where nothing fits the budget has none. */
function isTopPick(ranked: RankedFood<DogFood>, index: number): boolean {
  return index === 0 && ranked.overBudgetUsd === 0;
}

@Injectable()
export class RecommendationsService {
  constructor(
    private readonly shortlist: RecommendationShortlist,
    private readonly foods: FoodsService,
    @InjectRepository(DogFoodRecommendationEntity)
    private readonly requests: Repository<DogFoodRecommendationEntity>,
  ) {}

  /**
   * Ranks the foods the database shortlists with the engine (hard rules, score, prescription diets
   * aside unless a vet is involved, red flags), badges the top pick and, when `record` (a submitted
   * wizard, not a results link shown again), stores the request with what it answered. The engine
   * reads the full records of the shortlist (the catalogue's, as GET /api/dog-foods/:id sends them),
   * so its hard rules judge exactly the records it sends.
   */
  async recommend(request: RecommendationRequest, { record }: { record: boolean }): Promise<RecommendationResponse> {
    const shortlisted = this.foods.foodsWithIds(await this.shortlist.idsFor(toOwnerProfile(request)));
    const answer = recommendFoods(request, shortlisted);
    const recommendations = answer.recommendations.map((ranked, index) =>
      recommended(ranked, isTopPick(ranked, index) ? BEST_MATCH_BADGE : ''),
    );
    const askYourVet = answer.askYourVet.map((ranked) => recommended(ranked, ''));
    return {
      requestId: record ? await this.store(request, recommendations, askYourVet, answer.redFlags) : null,
      recommendations,
      askYourVet,
      redFlags: answer.redFlags,
      dog: answer.dog,
    };
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
        underSixMonths: dogInfo.underSixMonths ?? null,
        warningSigns: symptoms.warningSigns ?? [],
        vetDiagnosed: symptoms.vetDiagnosed ?? null,
        askYourVetFoodIds: askYourVet.map((food) => food.id),
        redFlags,
      },
      createdAt: new Date().toISOString(),
    });
    return stored.identifiers[0]?.id as number;
  }
}
